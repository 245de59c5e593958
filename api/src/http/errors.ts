import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { ErrorBody } from '@contract';
import { DomainError, RateLimitedError, type DomainErrorKind } from '../data/errors';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { localisedRefusal } from './request-language';

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries, e.g. Retry-After on a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Please sign in.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Send the body as JSON.',
};

/** The status of each refusal the data layer throws (data/errors.ts). */
const DOMAIN_STATUSES: Record<DomainErrorKind, number> = {
  'not-found': 404,
  conflict: 409,
  refused: 422,
  'invalid-reference': 422,
  'invalid-input': 400,
  forbidden: 403,
  'too-large': 413,
  gone: 410,
  'rate-limited': 429,
};

/** The status, message and headers a known error is answered with; undefined for an unexpected one (a 500). */
export function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof RateLimitedError && err.retryAfterSeconds !== undefined) {
    return new HttpError(429, err.message, err.details, { 'Retry-After': String(err.retryAfterSeconds) });
  }
  if (err instanceof DomainError) return new HttpError(DOMAIN_STATUSES[err.kind], err.message, err.details);
  // Postgres down or restarting: the client may retry, and the pool reconnects when it is back.
  if (isDatabaseUnavailable(err)) return new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, { 'Retry-After': '5' });
  // Errors raised by Koa and its middleware (body parser, ctx.throw) carry a status and `expose`.
  if (typeof err === 'object' && err !== null && 'status' in err) {
    const e = err as { status: unknown; expose?: boolean; message?: string };
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      const message = e.expose && e.message ? e.message : (GENERIC_MESSAGES[e.status] ?? 'The request failed.');
      return new HttpError(e.status, message);
    }
  }
  return undefined;
}

/** The one error middleware: known errors keep their status and message, the rest are logged and hidden. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const found = toHttpError(err);
      // A student reads the refusal in their language (the form's, the page's, the cookie's or the browser's).
      const words = found && localisedRefusal(ctx, found);
      const known = found && words && new HttpError(found.status, words.message, words.details, found.headers);
      const status = known?.status ?? 500;
      if (!known) logger.error({ err, method: ctx.method, path: ctx.path }, 'request failed');
      else if (status === 503) logger.warn({ err, method: ctx.method, path: ctx.path }, 'database unavailable');
      const body: ErrorBody = {
        error: {
          status,
          message: known?.message ?? 'Something went wrong on our side. Please try again.',
          ...(known?.details !== undefined ? { details: known.details } : {}),
        },
      };
      ctx.status = status;
      if (known?.headers) ctx.set(known.headers);
      ctx.body = body;
    }
  };
}
