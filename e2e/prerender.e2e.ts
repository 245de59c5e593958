import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

// The public pages are prerendered at build time (scripts/prerender.ts): the HTML itself carries the page, so a
// phone paints it before the JavaScript has arrived; then the app replaces it and takes over.
const PAGES = [
  { path: '/', heading: 'Your degree in Malaysia starts with one conversation', title: 'Mission Control: study in Malaysia from Africa' },
  { path: '/about', heading: 'Ten years of bringing African students to Malaysia', title: 'About Us | Mission Control' },
  { path: '/universities', heading: 'Find your university in Malaysia', title: 'Partner Universities | Mission Control' },
  { path: '/scholarships', heading: 'Fund your degree in Malaysia', title: 'Scholarships | Mission Control' },
  { path: '/news', heading: 'News &amp; Updates', title: 'News &amp; Updates | Mission Control' },
  { path: '/student-portal', heading: 'Student Portal', title: 'Student Portal | Mission Control' },
];

/** What the server sends inside <div id="root">: '' for the app shell. */
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? 'no #root';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

describe.skipIf(!hasBrowser)('prerendered public pages', () => {
  const suite = sharedServerAndBrowser();

  it('sends each public page with its heading, title and styles in the HTML, and no inline script', async () => {
    for (const page of PAGES) {
      const res = await fetch(`${suite.server.url}${page.path}`);
      expect(res.status, page.path).toBe(200);
      expect(res.headers.get('cache-control'), page.path).toBe('no-cache');
      const html = await res.text();
      expect(rootOf(html), page.path).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
      expect(html, page.path).toContain(`<title>${page.title}</title>`);
      expect(html, page.path).toMatch(/<style data-emotion="css [\w -]+">[^<]+<\/style>/);
      // The CSP forbids inline scripts: every <script> has a src, but for JSON-LD data blocks, which never run.
      expect(html.match(/<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>/g), page.path).toBeNull();
    }
  });

  it('sends the empty app shell for other paths, and to a student who is signed in for the portal', async () => {
    for (const path of ['/admin/students', '/news/1', '/no-such-page']) {
      const html = await (await fetch(`${suite.server.url}${path}`)).text();
      expect(rootOf(html), path).toBe('');
    }
    const signedIn = await fetch(`${suite.server.url}/student-portal`, { headers: { cookie: 'mc_portal_signed_in=1' } });
    expect(rootOf(await signedIn.text())).toBe('');
    expect(signedIn.headers.get('vary')).toContain('Cookie');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the page without JavaScript, its controls disabled, at ${viewport.width} px`, async () => {
      const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/universities');
      expect(await page.getByRole('heading', { level: 1, name: 'Find your university in Malaysia' }).isVisible()).toBe(true);
      expect(await search(page).isDisabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'Mission Control, home' }).getAttribute('href')).toBe('/');
      expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
      await page.goto('/student-portal');
      expect(await page.getByRole('heading', { level: 1, name: 'Student Portal' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
      await context.close();
    });

    it(`hands over to the app, which then filters, without errors, at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/universities');
      expect(await page.getByRole('heading', { level: 1, name: 'Find your university in Malaysia' }).isVisible()).toBe(true);
      // openPage's goto waits for the hand-over (fill alone would: the prerendered search box is disabled).
      expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
      await search(page).fill('VETERINARY');
      await page.getByText('Showing 1 of 30 universities', { exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('q')).toBe('VETERINARY');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
