import type { Context, Middleware } from 'koa';
import { HttpError } from '../http/errors';
import { isApiPath } from '../http/web-app';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser sent this request from a page of another origin: its `Origin` names another scheme, host or
 * port than the one the request was made to, or the browser marks it `Sec-Fetch-Site: cross-site`. Browsers send
 * Origin with every state-changing request; clients without one (curl, server-to-server) carry no cookie risk.
 */
export function fromAnotherOrigin(ctx: Context): boolean {
  const origin = ctx.get('Origin');
  // Koa 3's ctx.origin echoes the Origin header, so build the origin this server was reached at. The scheme counts:
  // an http:// page (on a network that strips TLS) must not write to the https:// site. Behind a TLS-terminating
  // proxy ctx.protocol is the client's (X-Forwarded-Proto, read with TRUST_PROXY=true).
  const ours = `${ctx.protocol}://${ctx.host}`;
  return (origin !== '' && originOf(origin) !== ours) || ctx.get('Sec-Fetch-Site') === 'cross-site';
}

/**
 * CSRF defence for cookie sessions: a state-changing API request sent by a browser from another origin is refused,
 * whatever the case of its path.
 */
export function sameOriginWrites(): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && isApiPath(ctx.path) && fromAnotherOrigin(ctx)) {
      throw new HttpError(403, 'This request came from another site and was refused.');
    }
    await next();
  };
}

/** The scheme://host:port of an Origin header, as URL serializes it; null for 'null' or anything unparsable. */
function originOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol.slice(0, -1)}://${url.host}` : null;
  } catch {
    return null;
  }
}
