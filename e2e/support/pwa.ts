import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits for the service worker to be active, then reloads: in 'prompt' mode it does not control the page that
 * installed it. Polled, not `await navigator.serviceWorker.ready`: that never settles when the install fails (a
 * precache request that fails), and the test would hang until its own timeout without saying why.
 */
export async function controlledBy(page: Page): Promise<void> {
  const active = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active));
  await expect.poll(active, { timeout: 30_000, message: 'the service worker never became active: did its install fail?' }).toBe(true);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** The paths every Cache Storage cache holds (one cache, or all of them). */
export function cachedPaths(page: Page, cacheName?: string): Promise<string[]> {
  return page.evaluate(async (only) => {
    const paths: string[] = [];
    for (const name of only ? [only] : await caches.keys()) {
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, cacheName);
}

/** Mission Control's own chunks, as the build lists them (vite.config.ts, pwa()). */
export async function adminAssets(page: Page, baseURL: string): Promise<string[]> {
  const res = await page.context().request.get(`${baseURL}/admin-assets.json`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as string[];
}

/**
 * Once the service worker is active and the app has copied every admin chunk into its cache: a Mission Control
 * screen never opened online then opens with the network gone (its code is fetched after the page's `load`).
 */
export async function adminCodeCached(page: Page, baseURL: string): Promise<void> {
  const files = await adminAssets(page, baseURL);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cached = () => cachedPaths(page, 'admin-code');
  await expect.poll(async () => (await cached()).length, { timeout: 30_000, interval: 250 }).toBe(files.length);
  expect((await cached()).sort()).toEqual([...files].sort());
}

/** Row counts of object stores of the offline database, read with the raw IndexedDB API (not the app's code). */
export function offlineStoreCounts<T extends string>(page: Page, stores: readonly T[]): Promise<Record<T, number>> {
  return page.evaluate(async (names) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('mission-control-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const counts: Record<string, number> = {};
    for (const name of names) {
      counts[name] = db.objectStoreNames.contains(name)
        ? await new Promise<number>((resolve, reject) => {
            const req = db.transaction(name).objectStore(name).count();
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => reject(req.error);
          })
        : -1;
    }
    db.close();
    return counts;
  }, [...stores]) as Promise<Record<T, number>>;
}

/** Every row of one store of the offline copy (what a device keeps on disk). */
export function offlineStoreRows(page: Page, store: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('mission-control-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const req = db.transaction(name).objectStore(name).getAll();
      req.onsuccess = () => resolve(req.result as Record<string, unknown>[]);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return rows;
  }, store);
}

/** Makes the browser refuse (or grant) persistent storage, before any of the app's code runs (an init script). */
export function persistAnswer(granted: boolean): string {
  return `Object.defineProperty(StorageManager.prototype, 'persist', { value: () => Promise.resolve(${granted}) });
    Object.defineProperty(StorageManager.prototype, 'persisted', { value: () => Promise.resolve(${granted}) });`;
}
