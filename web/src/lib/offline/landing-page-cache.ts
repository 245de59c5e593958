import { PAGE_STATE_ID } from '@contract/server-render';

/** The service worker's cache of public page HTML (vite.config.ts, runtimeCaching: the same name). */
export const PUBLIC_PAGES_CACHE = 'public-pages';

/** Admin and portal HTML never go in that cache (vite.config.ts keeps them out the same way). */
const PRIVATE = /^\/(admin|student-portal|api)(\/|$)/;

/**
 * The page a first visit lands on was loaded before the service worker existed, so its HTML (which carries its data)
 * did not go through it: copy it into the cache once the worker is active, so it opens offline like the pages that
 * follow. Pages opened later by in-app navigation need no copy: the shell renders them from the cached API answers.
 */
export async function rememberLandingPage(): Promise<void> {
  if (typeof caches === 'undefined' || !document.getElementById(PAGE_STATE_ID)) return;
  const url = window.location.pathname + window.location.search;
  if (PRIVATE.test(window.location.pathname)) return;
  await navigator.serviceWorker.ready;
  const cache = await caches.open(PUBLIC_PAGES_CACHE);
  if (await cache.match(url)) return;
  // Only a page that exists (not the not-found page's 404): the same rule as the service worker's.
  const res = await fetch(url);
  if (res.status === 200) await cache.put(url, res);
}
