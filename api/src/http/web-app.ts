import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated, and the app shell
 * for any other GET outside /api so deep links such as /admin/students load the app.
 */
export function serveWebApp(webDir: string): Middleware {
  const root = resolve(webDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      return next();
    }
    if (!existsSync(resolve(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build`.';
      return;
    }
    const setHeaders = (res: { setHeader: (k: string, v: string) => void }, path: string) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    };
    try {
      const served = await send(ctx, ctx.path, { root, index: 'index.html', setHeaders });
      if (served) return;
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw err;
    }
    // Unknown asset files stay 404s; every other path is a client-side route.
    if (ctx.path.startsWith('/assets/')) return next();
    await send(ctx, 'index.html', { root, setHeaders });
  };
}
