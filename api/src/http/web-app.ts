import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from 'pino';
import { PORTAL_ACTIVATE_PATH, PORTAL_SIGNED_IN_COOKIE } from '@contract';
import { languagePath, splitLanguagePath } from '@contract/language-paths';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from '@contract/languages';
import { toHttpError } from './errors';
import { noneMatch } from './public-cache';

/**
 * Under /api, in any case: the routers match case-sensitively (so `/API/…` reaches no endpoint), and the rules for
 * the API (origin check, JSON only, the JSON 404) must cover every spelling that could (docs/SECURITY.md).
 */
export const isApiPath = (path: string) => {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The empty app shell the build writes next to the page template (scripts/ssr-build.ts). */
const SHELL = 'shell.html';

/** Mission Control's pages carry no public content: the app shell, rendered in the browser. */
const isAdminPath = (path: string) => /^\/admin(\/|$)/.test(path);
const isPortalPath = (path: string) => /^\/student-portal\/?$/.test(splitLanguagePath(path).path);
/**
 * The invitation page carries a one-time token in its query: it is never rendered on the server, so no rendered copy
 * is kept in the page cache under a key holding the token. The app shell renders it in the browser.
 */
const isActivatePath = (path: string) => {
  const unprefixed = splitLanguagePath(path).path;
  return unprefixed === PORTAL_ACTIVATE_PATH || unprefixed === `${PORTAL_ACTIVATE_PATH}/`;
};

/**
 * An English (unprefixed) page asked by someone whose `lang` cookie chose another language: that language's address
 * of the page (issue 29). Never without the cookie, so crawlers and first visits always get the page they asked for.
 */
function chosenLanguageAddress(ctx: Context): string | undefined {
  if (isAdminPath(ctx.path) || splitLanguagePath(ctx.path).language !== DEFAULT_LANGUAGE) return undefined;
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE);
  if (!isLanguage(chosen) || chosen === DEFAULT_LANGUAGE) return undefined;
  return languagePath(chosen, ctx.path) + (ctx.querystring ? `?${ctx.querystring}` : '');
}
/** A rendered page as the renderer keeps it (api/src/ssr/page-cache.ts): its HTML, validator and compressed copies. */
type CachedPage = { status: number; html: string; etag: string; br: Buffer; gzip: Buffer; location?: string | undefined };
/** A render's own data (api/src/ssr/renderer.ts PageState): such a render is one visitor's, never cached. */
type PageState = { apiPath: string; data: unknown };
/** The public pages' renderer (api/src/ssr/renderer.ts); rejects with a known error (http/errors.ts: toHttpError) when the page's data is missing. */
type PageRenderer = (url: URL, state?: PageState) => Promise<CachedPage>;

/** A page, not a file: no extension in its last segment. */
const isPagePath = (path: string) => !/\.[^/]*$/.test(path);

/** A rendered page, compressed as the browser accepts, revalidated by its ETag (a 304 costs no body). */
function sendPage(ctx: Context, page: CachedPage, { personal = false } = {}): void {
  if (page.location !== undefined) {
    // Another spelling of a page's address (a filter form's unset controls): the page lives at its canonical one.
    ctx.set('Cache-Control', 'no-cache');
    ctx.redirect(page.location);
    return;
  }
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  // A student's own page (the signed-in portal) is kept by no cache, the browser's included, and has no validator.
  ctx.set('Cache-Control', personal ? 'private, no-store' : 'no-cache');
  if (!personal) ctx.set('ETag', page.etag);
  ctx.vary('Accept-Encoding');
  if (!personal && page.status === 200 && noneMatch(ctx.get('If-None-Match'), page.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.compress = false; // the cache holds the compressed copies
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? page.br : page.gzip;
  } else {
    ctx.body = page.html;
  }
}

/**
 * Serves the web app: the public pages rendered on the server with their data (api/src/ssr, when the build has the
 * renderer), the portal too (signed out, or with the dashboard of the student whose session the request carries:
 * `Vary: Cookie`), hashed assets cached for a year, other files revalidated, and the app shell for Mission Control
 * and for any page the renderer cannot show (a missing article: its 404 status, with the shell that says so).
 */
export function serveWebApp(
  webDir: string,
  options: {
    pages?: PageRenderer;
    logger?: Logger;
    /** The signed-in student's portal data for the server's render, or null when the session has ended. */
    signedInPortal: (ctx: Context) => Promise<PageState | null>;
  },
): Middleware {
  const root = resolve(webDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      return next();
    }
    // A build from before the shell existed has only index.html: it is the shell.
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
    const portal = isPortalPath(ctx.path);
    if (portal) ctx.vary('Cookie');
    let status = 200;
    if (isPagePath(ctx.path)) {
      if (!isAdminPath(ctx.path)) ctx.vary('Cookie');
      const chosen = chosenLanguageAddress(ctx);
      if (chosen) {
        ctx.set('Cache-Control', 'no-cache');
        ctx.redirect(chosen);
        return;
      }
      if (options.pages && !isAdminPath(ctx.path) && !isActivatePath(ctx.path)) {
        // Signed in (the hint cookie and a live session): the portal rendered with the student's dashboard, so a
        // sign-in posted before the app arrived (api/src/portal/form-routes.ts) opens a readable dashboard at once,
        // not the empty shell waiting for the app's download (issue 27 item 3). A session that has ended: signed out.
        const hinted = portal && ctx.cookies.get(PORTAL_SIGNED_IN_COOKIE) === '1';
        const portalState = hinted ? await options.signedInPortal(ctx) : null;
        try {
          const url = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`);
          return sendPage(ctx, await options.pages(url, portalState ?? undefined), { personal: portalState !== null });
        } catch (err) {
          // The page's data says it does not exist (or cannot): the shell shows that, with the status.
          const known = toHttpError(err);
          if (known && known.status < 500) status = known.status;
          else options.logger?.error({ err, path: ctx.path }, 'server render failed: sending the app shell');
        }
      }
    } else {
      try {
        const served = await send(ctx, ctx.path, { root, setHeaders });
        if (served) return;
      } catch (err) {
        const code = (err as { status?: number }).status;
        if (code !== 404 && code !== 400 && code !== 403) throw err;
      }
      // Unknown asset files stay 404s.
      if (ctx.path.startsWith('/assets/')) return next();
    }
    await send(ctx, shell, { root, setHeaders });
    ctx.status = status;
  };
}
