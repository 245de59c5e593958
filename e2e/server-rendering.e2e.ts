import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

// The public pages are rendered by the server with their data (api/src/ssr) and hydrated by the app: the HTML holds
// the lists and articles, and React keeps every node the server sent.
const PAGES = [
  { path: '/', heading: 'Your degree in Malaysia starts with one conversation', title: 'Mission Control: study in Malaysia from Africa', data: 'https://wa.me/60321814455' },
  { path: '/about', heading: 'Ten years of bringing African students to Malaysia', title: 'About Us | Mission Control', data: 'https://wa.me/60321814455' },
  { path: '/universities', heading: 'Find your university in Malaysia', title: 'Partner Universities | Mission Control', data: 'Showing 30 of 30 universities' },
  { path: '/scholarships', heading: 'Fund your degree in Malaysia', title: 'Scholarships | Mission Control', data: 'Apply' },
  { path: '/news', heading: 'News &amp; Updates', title: 'News &amp; Updates | Mission Control', data: 'Why Malaysia Is Becoming a Top Study Destination for African Students' },
  { path: '/news/1', heading: 'Why Malaysia Is Becoming a Top Study Destination for African Students', title: 'Why Malaysia Is Becoming a Top Study Destination for African Students | Mission Control', data: 'By ' },
  { path: '/student-portal', heading: 'Student Portal', title: 'Student Portal | Mission Control', data: 'Sign In' },
];

/** What the server sends inside <div id="root">. */
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

/** Collects what React says about hydration (and any other error) on the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe.skipIf(!hasBrowser)('server-rendered public pages', () => {
  const suite = ownServerAndBrowser();

  it('sends each public page with its data, title, description, canonical URL and data block, and no inline script', async () => {
    for (const page of PAGES) {
      const res = await fetch(`${suite.server.url}${page.path}`);
      expect(res.status, page.path).toBe(200);
      expect(res.headers.get('cache-control'), page.path).toBe('no-cache');
      const html = await res.text();
      const root = rootOf(html);
      expect(root, page.path).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
      expect(root, page.path).toContain(page.data);
      expect(html, page.path).toContain(`<title>${page.title}</title>`);
      expect(html, page.path).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(html.match(/<meta name="description"/g), page.path).toHaveLength(1);
      // On PUBLIC_URL (the server's own address unless set), never the request's Host.
      expect(html, page.path).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${page.path === '/' ? '/?' : page.path}" />`));
      expect(html, page.path).toMatch(/<style data-emotion="css [\w -]+">[^<]+<\/style>/);
      const state = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(state!).queries.length, page.path).toBeGreaterThan(0);
      // The CSP forbids inline scripts: every <script> has a src, or is data.
      expect(html.match(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/g), page.path).toBeNull();
    }
  });

  it("describes an article by its excerpt and lists the universities' names in the first HTML", async () => {
    const article = await (await fetch(`${suite.server.url}/api/news/article/1`)).json();
    const html = await (await fetch(`${suite.server.url}/news/1`)).text();
    expect(html).toContain(`<meta name="description" content="${article.excerpt}" />`);
    const [first] = await (await fetch(`${suite.server.url}/api/universities`)).json();
    const escaped = first.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(rootOf(await (await fetch(`${suite.server.url}/universities`)).text())).toContain(`>${escaped}<`);
    // One university's page, with its name as the heading and in the title.
    const one = await fetch(`${suite.server.url}/universities/${first.id}`);
    expect(one.status).toBe(200);
    const oneHtml = await one.text();
    expect(rootOf(oneHtml)).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[()]/g, '\\$&')}<`));
    expect(oneHtml).toContain(`<title>${escaped} | Mission Control</title>`);
  });

  it('answers an unknown path with the not-found page and 404, a missing article with 404, the admin with the shell, a stale portal hint signed out', async () => {
    const unknown = await fetch(`${suite.server.url}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(rootOf(await unknown.text())).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
    expect((await fetch(`${suite.server.url}/news/99999`)).status).toBe(404);
    for (const path of ['/admin/students', '/news/99999']) {
      const html = await (await fetch(`${suite.server.url}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
    // The portal's signed-in hint without a live session: the signed-out page, rendered, and the stale hint dropped.
    // (A live session gets its dashboard rendered, kept by no cache: e2e/portal-no-js.e2e.ts.)
    const stale = await fetch(`${suite.server.url}/student-portal`, { headers: { cookie: 'mc_portal_signed_in=1' } });
    expect(rootOf(await stale.text())).toContain('Sign In');
    expect(stale.headers.get('set-cookie')).toMatch(/mc_portal_signed_in=;/);
    expect(stale.headers.get('vary')).toContain('Cookie');
  });

  it('shows an article edited in the database on the next request, without a rebuild', async () => {
    const before = await (await fetch(`${suite.server.url}/news/2`)).text();
    await suite.server.db!.knex('news_articles').where({ id: 2 }).update({ title: 'Edited <b>by</b> hand & "quoted"' });
    const after = await (await fetch(`${suite.server.url}/news/2`)).text();
    expect(after).not.toBe(before);
    expect(rootOf(after)).toContain('Edited &lt;b&gt;by&lt;/b&gt; hand &amp; &quot;quoted&quot;');
    // The data block carries the same title, with < escaped so that it cannot close the element.
    expect(after).toContain('Edited \\u003cb>by\\u003c/b> hand & \\"quoted\\"');
    expect((await (await fetch(`${suite.server.url}/news`)).text())).toContain('Edited &lt;b&gt;by');
  });

  it('answers a repeat request with 304 when the page has not changed', async () => {
    const first = await fetch(`${suite.server.url}/scholarships`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${suite.server.url}/scholarships`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`reads fully without JavaScript, with working links and enabled controls, at ${viewport.width} px`, async () => {
      const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      const [university] = await (await fetch(`${suite.server.url}/api/universities`)).json();
      await page.goto('/universities');
      expect(await page.getByRole('heading', { level: 1, name: 'Find your university in Malaysia' }).isVisible()).toBe(true);
      expect(await page.getByText(university.name).first().isVisible()).toBe(true);
      expect(await page.getByRole('searchbox', { name: 'Search' }).isDisabled()).toBe(false);
      await page.getByRole('link', { name: 'Mission Control, home' }).click();
      await page.waitForURL(`${suite.server.url}/`);
      await page.goto('/student-portal');
      expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(false);
      await context.close();
    });

    // Many page loads in one test: given time for a slow, shared machine (nothing here waits on a clock).
    it(`hydrates every public page without a warning at ${viewport.width} px`, { timeout: 240_000 }, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      const errors = watchErrors(page);
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1 });
        expect(await h1.innerHTML(), path).toBe(heading);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('starts the app on the first touch, keeps the server’s nodes, and takes over what was typed before it', async () => {
    // No service worker: from its precache it would serve the entry past the held route.
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, colorScheme: 'dark', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    // Holds the entry script back until the page has been used without it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/universities');
    await page.getByRole('heading', { level: 1, name: 'Find your university in Malaysia' }).waitFor();
    // Loaded, and untouched: only the two small scripts of the page itself, not the app.
    expect(scripts.sort()).toEqual(['/app-start.js', '/theme-init.js']);
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    const search = await page.getByRole('searchbox', { name: 'Search' }).elementHandle();
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    expect(await search!.isDisabled()).toBe(false);
    // The person types while the app loads: the tap into the field starts it.
    await search!.fill('VETERINARY');
    await expect.poll(() => scripts.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    release();
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    expect(await search!.evaluate((node) => node.isConnected)).toBe(true);
    expect(await heading!.evaluate((node) => node.isConnected)).toBe(true);
    // The same input, now the app's, with what was typed: the list is filtered.
    await page.getByText('Showing 1 of 30 universities', { exact: true }).waitFor();
    expect(await search!.inputValue()).toBe('VETERINARY');
    expect(new URL(page.url()).searchParams.get('q')).toBe('VETERINARY');
    expect(errors.filter((error) => !error.includes('Service Worker registration blocked by Playwright'))).toEqual([]);
    await context.close();
  });

  it('hydrates with a stored theme choice and a wide screen without a mismatch', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    const errors = watchErrors(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await page.reload();
    // Hydration renders the server's default, the render right after it the stored choice.
    await page.locator('button[aria-label="Dark theme"][aria-pressed="true"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
