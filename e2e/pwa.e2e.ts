import { describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { adminAssets, cachedPaths, controlledBy } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

type Named = { name?: string; title?: string };

const PUBLIC_PAGES = ['/', '/about', '/universities', '/scholarships', '/news'];

// Students on phones and counselors at fairs: the site installs, and the public pages open with no network.
describe.skipIf(!hasBrowser)('installable PWA', () => {
  const suite = ownServerAndBrowser();

  it('links a manifest Chromium can install from: standalone, icons, shortcuts', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await context.request.get(`${suite.server.url}${href}`)).json()) as {
      display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[]; shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/student-portal', '/admin/dashboard']);
    for (const icon of manifest.icons) {
      const res = await context.request.get(`${suite.server.url}${icon.src}`);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    await context.close();
  });

  it('never keeps staff or student API answers in the service worker cache', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/students');
    await controlledBy(page);
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    await page.goto('/universities');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const urls = await cachedPaths(page);
    expect(urls).toContain('/shell.html');
    expect(urls.filter((u) => u.startsWith('/api/admin') || u.startsWith('/api/portal'))).toEqual([]);
    await context.close();
  });

  it('precaches the public site and the portal only: a student never downloads Mission Control', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await controlledBy(page);
    await page.goto('/student-portal');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const admin = await adminAssets(page, suite.server.url);
    expect(admin).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/admin-shell-.+\.js$/)]));
    const precached = await cachedPaths(page);
    expect(precached).toEqual(expect.arrayContaining(['/shell.html', expect.stringMatching(/^\/assets\/index-.+\.js$/)]));
    // Page HTML is rendered per request and cached as visited, never precached: only the empty shell is.
    expect(precached.filter((path) => path.endsWith('.html'))).toEqual(['/shell.html']);
    expect(precached.filter((path) => admin.includes(path))).toEqual([]);
    // Neither the service worker's install nor the pages asked for any of it.
    expect(requested.filter((path) => admin.includes(path))).toEqual([]);
    await context.close();
  });

  it('says "Offline" in the public header when the network goes, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/universities');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const offline = page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' });
      expect(await offline.count()).toBe(0);
      await context.setOffline(true);
      await offline.waitFor();
      expect(await offline.isVisible()).toBe(true);
      await context.setOffline(false);
      await offline.waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it('keeps the landing page and each public page visited for offline, with its data, and no admin or portal HTML', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    const [article] = (await (await context.request.get(`${suite.server.url}/api/news`)).json()) as { id: number; title: string }[];
    const [university] = (await (await context.request.get(`${suite.server.url}/api/universities`)).json()) as Named[];
    // The landing page loads before the service worker exists: the app copies it into the cache once it is active.
    await page.goto(`/news/${article!.id}`);
    await expect.poll(() => cachedPaths(page, 'public-pages'), { timeout: 30_000 }).toContain(`/news/${article!.id}`);
    await page.goto('/universities');
    await page.goto('/student-portal');
    await page.goto('/admin/login');
    // As a person sees the page before the network goes (going offline while its code still loads is the next test).
    await page.getByRole('button', { name: 'Access Mission Control' }).waitFor();
    await expect.poll(() => cachedPaths(page, 'public-pages'), { timeout: 30_000 }).toContain('/universities');
    const pages = await cachedPaths(page, 'public-pages');
    expect(pages.filter((path) => path.startsWith('/admin') || path.startsWith('/student-portal'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`/news/${article!.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article!.title);
    await page.goto('/universities');
    await page.getByText(university!.name!).first().waitFor();
    // The admin still opens its shell offline.
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Access Mission Control' }).waitFor();
    await context.close();
  });

  it('opens the portal signed out with the server’s rendered form, signed in with the shell at once, offline with the shell; never cached', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    await controlledBy(page);
    // Through the service worker, as a repeat visit from the home screen is: the server's rendered sign-in form.
    const online = await page.goto('/student-portal');
    expect(online?.fromServiceWorker()).toBe(true);
    expect(await online?.text()).toContain('data-prerendered');
    await page.getByRole('heading', { name: 'Student Portal', level: 1 }).waitFor();
    expect((await cachedPaths(page)).filter((path) => path.startsWith('/student-portal'))).toEqual([]);

    await context.setOffline(true);
    const offline = await page.goto('/student-portal');
    expect(await offline?.text()).not.toContain('data-prerendered');
    await page.getByRole('heading', { name: 'Student Portal', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    // Signed in, the worker answers with the shell at once: the navigation never goes to the network.
    await context.setOffline(false);
    await page.getByLabel('Username').fill('student');
    await page.getByLabel('Password').fill('mission-control');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: /^Welcome back/, level: 1 }).waitFor();
    const fetched: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) fetched.push(new URL(request.url()).pathname);
    });
    const signedIn = await page.goto('/student-portal');
    expect(await signedIn?.text()).not.toContain('data-prerendered');
    await page.getByRole('heading', { name: /^Welcome back/, level: 1 }).waitFor();
    expect(fetched.filter((path) => path.startsWith('/student-portal'))).toEqual([]);
    await context.close();
  });

  it('says a page whose code is not on the device cannot open offline, without reloading by itself, and opens it when asked again online', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    await controlledBy(page);
    await context.setOffline(true);
    // Mission Control's code is kept only once someone has signed in on this device.
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/admin/login');
    const error = page.getByRole('main').filter({ has: page.getByRole('heading', { name: 'This page could not be opened', level: 1 }) });
    await error.waitFor();
    expect(await error.getByRole('alert').textContent()).toBe(
      'You are offline, and this page has not been saved on this device yet. Connect to the internet, then try again.',
    );
    expect(await page.title()).toBe('Page could not be opened | Mission Control');
    await context.setOffline(false);
    // Online again, the reason says so by itself; the page never reloaded by itself meanwhile (no fixed wait: the
    // whole offline spell and the change of reason are the window a reload of its own would have come in).
    await error.getByRole('alert').getByText('Its code could not be downloaded', { exact: false }).waitFor();
    expect(loads).toBe(1);
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Access Mission Control' }).waitFor();
    await context.close();
  });

  it('opens home, about, universities, scholarships and news offline after one visit, then with the server gone', { timeout: 300_000 }, async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    const names = async (path: string) => ((await (await context.request.get(`${suite.server.url}${path}`)).json()) as Named[]).map((x) => x.name ?? x.title ?? '');
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
    // Each page is stored after it was sent: the last one may not be yet.
    await expect.poll(() => cachedPaths(page, 'public-pages'), { timeout: 30_000 }).toEqual(expect.arrayContaining(PUBLIC_PAGES));

    await context.setOffline(true);
    await visitAll();
    await context.setOffline(false);

    await suite.server.stop();
    await visitAll();
    await context.close();
  });
});
