import type { Middleware } from 'koa';
import { HttpError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing API request sent by a browser from another site is refused.
 * Browsers send Origin with every such request; clients without one (curl, server-to-server) carry no cookie risk.
 */
export function sameOriginWrites(): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.path.startsWith('/api/')) {
      const origin = ctx.get('Origin');
      const crossSite = ctx.get('Sec-Fetch-Site') === 'cross-site';
      // Koa 3's ctx.origin echoes the Origin header, so compare with the Host this server was reached at.
      // Hosts, not schemes: behind a TLS-terminating proxy the request reaches us over plain http.
      if ((origin && hostOf(origin) !== ctx.host) || crossSite) {
        throw new HttpError(403, 'This request came from another site and was refused.');
      }
    }
    await next();
  };
}

/** The host:port of an Origin header; null for 'null' or anything unparsable. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
