import { describe, expect, it } from 'vitest';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

// The foundation's journey: the production build is served by the real server, deep links load the app,
// unknown paths show the not-found page, and the API stays JSON.
describe.skipIf(!hasBrowser)('app shell served by the real server', () => {
  const suite = sharedServerAndBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the not-found page for an unknown path at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      const response = await page.goto('/no-such-page');
      // The server renders the not-found page with the status it means (issue 13).
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
      await context.close();
    });
  }

  it('serves the app shell for a deep link, with index.html never cached', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    const response = await page.goto('/admin/students');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    expect(await page.locator('#root').count()).toBe(1);
    await context.close();
  });

  it('serves hashed assets with long-lived caching and no console errors on the home page', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const assetHeaders: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) assetHeaders.push(r.headers()['cache-control'] ?? '');
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(assetHeaders.length).toBeGreaterThan(0);
    expect(assetHeaders.every((h) => h === 'public, max-age=31536000, immutable')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await fetch(`${suite.server.url}/api/missing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { status: 404, message: 'No API endpoint at GET /api/missing.' } });
  });
});
