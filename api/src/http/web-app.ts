import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { PORTAL_SIGNED_IN_COOKIE } from '@contract';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The empty app shell the build writes next to the prerendered pages (scripts/prerender.ts). */
const SHELL = 'shell.html';

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated. The public pages are
 * prerendered (`/` is index.html, `/about` is about.html, `/student-portal` is student-portal/index.html);
 * any other GET outside /api gets the app shell, so deep links such as /admin/students load the app.
 */
export function serveWebApp(webDir: string): Middleware {
  const root = resolve(webDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      return next();
    }
    // A build from before the prerender step has no shell.html: its index.html is the shell.
    const shell = existsSync(resolve(root, SHELL)) ? SHELL : 'index.html';
    if (!existsSync(resolve(root, shell))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build`.';
      return;
    }
    const setHeaders = (res: { setHeader: (k: string, v: string) => void }, path: string) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    };
    // The prerendered portal is its signed-out form: a signed-in student gets the shell, which opens the dashboard.
    const portal = /^\/student-portal\/?$/.test(ctx.path);
    if (portal) ctx.vary('Cookie');
    if (!(portal && ctx.cookies.get(PORTAL_SIGNED_IN_COOKIE) === '1')) {
      try {
        const served = await send(ctx, ctx.path, { root, index: 'index.html', extensions: ['html'], setHeaders });
        if (served) return;
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw err;
      }
    }
    // Unknown asset files stay 404s; every other path is a client-side route.
    if (ctx.path.startsWith('/assets/')) return next();
    await send(ctx, shell, { root, setHeaders });
  };
}
