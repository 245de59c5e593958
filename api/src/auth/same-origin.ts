import { bodyParser } from '@koa/bodyparser';
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

/**
 * The door of a page route that takes a plain HTML form (the enquiry, the portal's sign-in, the newsletter box:
 * what a tap sends before the JavaScript has arrived, or where it never runs): other sites refused as the API
 * refuses them (403), a form body only (415, saying which page the form belongs to), read up to `limit` as UTF-8
 * (400 when unreadable; `tooLong`, if given, answers a body over the limit with 413). Mount both, in order, before
 * the route's handler.
 */
export function pageForm(options: { limit: string; sendFrom: string; tooLong?: string }): Middleware[] {
  const guard: Middleware = async (ctx, next) => {
    if (fromAnotherOrigin(ctx)) throw new HttpError(403, 'This request came from another site and was refused.');
    if (!ctx.is('application/x-www-form-urlencoded')) throw new HttpError(415, `Send ${options.sendFrom}.`);
    await next();
  };
  const formBody = bodyParser({
    enableTypes: ['form'],
    formLimit: options.limit,
    encoding: 'utf-8',
    onError: (err) => {
      if (options.tooLong && (err as { status?: number }).status === 413) throw new HttpError(413, options.tooLong);
      throw new HttpError(400, 'The form could not be read. Please go back and try again.');
    },
  });
  return [guard, formBody];
}
