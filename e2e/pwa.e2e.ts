import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { hasBrowser, launchBrowser, openPage } from './support/browser';
import { controlledBy } from './support/pwa';
import { startServer, type E2eServer } from './support/server';

type Named = { name?: string; title?: string };

/** Every URL the service worker's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

const PUBLIC_PAGES = ['/', '/about', '/universities', '/scholarships', '/news'];

// Students on phones and counselors at fairs: the site installs, and the public pages open with no network.
describe.skipIf(!hasBrowser)('installable PWA', () => {
  let server: E2eServer;
  let browser: Browser;
  let stopped = false;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    if (!stopped) await server?.stop();
  });

  it('links a manifest Chromium can install from: standalone, icons, shortcuts', async () => {
    const { context, page } = await openPage(browser, server.url);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await context.request.get(`${server.url}${href}`)).json()) as {
      display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[]; shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/student-portal', '/admin/dashboard']);
    for (const icon of manifest.icons) {
      const res = await context.request.get(`${server.url}${icon.src}`);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    await context.close();
  });

  it('never keeps staff or student API answers in the service worker cache', async () => {
    const { context, page } = await openPage(browser, server.url);
    await signInAs(context, server.url, 'admin');
    await page.goto('/admin/students');
    await controlledBy(page);
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    await page.goto('/universities');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const urls = await cachedUrls(page);
    expect(urls).toContain('/index.html');
    expect(urls.filter((u) => u.startsWith('/api/admin') || u.startsWith('/api/portal'))).toEqual([]);
    await context.close();
  });

  it('opens home, about, universities, scholarships and news offline after one visit, then with the server gone', async () => {
    const { context, page } = await openPage(browser, server.url);
    const names = async (path: string) => ((await (await context.request.get(`${server.url}${path}`)).json()) as Named[]).map((x) => x.name ?? x.title ?? '');
    const [university] = await names('/api/universities');
    const [scholarship] = await names('/api/scholarships');
    const [article] = await names('/api/news');
    await page.goto('/');
    await controlledBy(page);
    const expectations: Record<string, string | undefined> = { '/universities': university, '/scholarships': scholarship, '/news': article };
    const visitAll = async () => {
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const text = expectations[path];
        if (text) await page.getByText(text).first().waitFor({ state: 'attached' });
      }
    };
    await visitAll(); // online: fills the runtime cache

    await context.setOffline(true);
    await visitAll();
    await context.setOffline(false);

    stopped = true;
    await server.stop();
    await visitAll();
    await context.close();
  });
});
