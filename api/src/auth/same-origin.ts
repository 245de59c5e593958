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
      if ((origin && origin !== ctx.origin) || crossSite) {
        throw new HttpError(403, 'This request came from another site and was refused.');
      }
    }
    await next();
  };
}
