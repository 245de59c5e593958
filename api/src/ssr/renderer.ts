import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppContext } from '../app-context';
import type { RenderPage } from '@contract/server-render';
import { readSiteContact } from '../organisation/queries';
import { readContentVersion } from './content-version';
import { fillTemplate } from './html';
import { cachedPage, PageCache, pageCacheKey, redirectPage, type CachedPage } from './page-cache';
import { serverPageHead } from './page-head';
import { publicDataLoader } from './public-data';

/** Where `npm run build` puts the server's renderer and the page template (scripts/ssr-build.ts). */
const SSR_ENTRY = join('.ssr', 'server-entry.mjs');
const TEMPLATE = 'index.html';

/**
 * Data one render is given besides the public data: the answer a query of the page gets (the enquiry form's state
 * after a refused post without JavaScript, api/src/enquiries/form-routes.ts). Such a render is that visitor's own:
 * never cached.
 */
export type PageState = { apiPath: string; data: unknown };

/** Renders a public page with its data, or answers the copy rendered for this content version. */
export type PageRenderer = (url: URL, state?: PageState) => Promise<CachedPage>;

/**
 * The public pages' renderer, or undefined when the build has none (a build from before server rendering, or no
 * build: the API tests). The built entry is imported now, at start, and awaited by the first request.
 */
export function createPageRenderer(context: AppContext): PageRenderer | undefined {
  const root = resolve(context.config.webDir);
  if (!existsSync(join(root, SSR_ENTRY)) || !existsSync(join(root, TEMPLATE))) return undefined;
  const entry = import(pathToFileURL(join(root, SSR_ENTRY)).href) as Promise<{ renderPage: RenderPage }>;
  entry.catch((err: unknown) => context.logger.error({ err }, 'the server renderer of the public pages failed to load'));
  const template = readFileSync(join(root, TEMPLATE), 'utf8');
  const load = publicDataLoader(context);
  const cache = new PageCache();
  // Requests for a page being rendered wait for that render instead of starting their own.
  const rendering = new Map<string, Promise<CachedPage>>();

  const render = async (url: URL, state?: PageState): Promise<CachedPage> => {
    const { renderPage } = await entry;
    const withState: typeof load = state ? (apiPath) => (apiPath === state.apiPath ? Promise.resolve(state.data) : load(apiPath)) : load;
    const page = await renderPage(url.pathname + url.search, withState);
    if ('redirect' in page) return redirectPage(page.redirect);
    // Absolute URLs in the head (canonical, Open Graph) are on PUBLIC_URL, never the request's Host; the contact
    // details are the organisation's as saved (a save bumps the content version, so cached pages are rendered anew).
    const site = { baseUrl: context.config.publicUrl, contact: await readSiteContact(context.db.knex, context.config) };
    return cachedPage(page.status, fillTemplate(template, page, serverPageHead(page, url, site)));
  };

  return async (url, state) => {
    if (state) return render(url, state);
    const key = pageCacheKey(await readContentVersion(context.db.knex), url);
    const hit = cache.get(key);
    if (hit) return hit;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(url).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const page = await pending;
    // Only real pages are kept: made-up paths (404s) cannot push them out of the cache.
    if (page.status === 200) cache.set(key, page);
    return page;
  };
}
