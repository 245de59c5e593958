import { useEffect } from 'react';

/**
 * Mission Control's own code is left out of the service worker's precache, so a student's phone never downloads
 * it. The build lists those files here (vite.config.ts, pwa()); once an admin has signed in, the app copies them
 * into the cache below, which the service worker serves them from: every admin screen then opens offline, even
 * the ones not visited yet. The two names are repeated in vite.config.ts.
 */
export const ADMIN_ASSETS_URL = '/admin-assets.json';
export const ADMIN_CODE_CACHE = 'admin-code';

/** Copies the current build's admin files into the cache and drops older builds' files. */
export async function cacheAdminCode(): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  const res = await fetch(ADMIN_ASSETS_URL, { cache: 'no-cache' });
  // The dev server has no list (and no service worker).
  if (!res.ok || !res.headers.get('content-type')?.includes('json')) return;
  const urls = (await res.json()) as string[];
  const cache = await caches.open(ADMIN_CODE_CACHE);
  const wanted = new Set(urls);
  const cached = new Map((await cache.keys()).map((request) => [new URL(request.url).pathname, request]));
  await Promise.all([...cached].filter(([path]) => !wanted.has(path)).map(([, request]) => cache.delete(request)));
  const missing = urls.filter((url) => !cached.has(url));
  if (missing.length > 0) await cache.addAll(missing);
}

/** Once per admin page load, after the first paint; a failure only means the next load tries again. */
export function useAdminCodeCache(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => void cacheAdminCode().catch(() => undefined), 1000);
    return () => window.clearTimeout(timer);
  }, []);
}
