/**
 * Whether an error means "the database cannot be reached right now" (server down, restarting, refusing
 * connections, or the pool timing out), as opposed to a bad query. Such a request is answered 503, and the
 * pool reconnects by itself once Postgres is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN']);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// pg and Knex raise these without a code when a connection dies mid-query or none can be had.
const MESSAGES = [/Connection terminated/i, /connection error and is not queryable/i, /Timeout acquiring a connection/i];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message, name } = err as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
