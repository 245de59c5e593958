import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstTaps } from '../bench/first-taps';
import { holdRequests } from './support/admin';
import { hasBrowser, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// Issue 27: every control of every public page does what it says on its first tap, whether or not the app has
// started; and without JavaScript every public form is answered. Each test opens a fresh phone page with service
// workers blocked and no earlier touch (not openPage, which touches the page to start the app).
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;
const EFFECT_MS = 30_000;

async function freshPhone(browser: Browser, base: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Nothing from other sites (the video's player).
  await page.route((url) => !url.href.startsWith(base), (route) => route.abort());
  return { context, page };
}

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'), undefined, { timeout: EFFECT_MS });

describe.skipIf(!hasBrowser)('the first tap on each public control', () => {
  // Subscribing and signing in write to the database: a server of its own.
  const suite = ownServerAndBrowser();

  for (const [i, control] of firstTaps(0).entries()) {
    it(`${control.path}, ${control.control}: works when tapped while the app is still loading`, async () => {
      const { context, page } = await freshPhone(suite.browser, suite.server.url);
      // The app's entry is held until the tap is made: the tap meets the page as the server sent it.
      const release = await holdRequests(page, APP_ENTRY);
      await page.goto(control.path);
      expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
      await control.before?.(page);
      await control.tap(page);
      release();
      await control.effect(page, EFFECT_MS);
      await context.close();
    });

    it(`${control.path}, ${control.control}: works once the app has started and hydrated the page`, async () => {
      const { context, page } = await freshPhone(suite.browser, suite.server.url);
      const run = firstTaps(i + 1)[i]!; // another address for the newsletter
      await page.goto(run.path);
      // A finger moving over the page, not on the control, started the app, which hydrated it.
      await page.evaluate(() => dispatchEvent(new Event('pointermove')));
      await hydrated(page);
      await run.before?.(page);
      await run.tap(page);
      await run.effect(page, EFFECT_MS);
      await context.close();
    });
  }
});

describe.skipIf(!hasBrowser)('choices made while the app loads', () => {
  const suite = ownServerAndBrowser();

  it('keeps two filters chosen on /universities before the app hydrated (neither resets the other)', async () => {
    const { context, page } = await freshPhone(suite.browser, suite.server.url);
    const release = await holdRequests(page, APP_ENTRY);
    await page.goto('/universities');
    // Each choice as a finger makes it: the select is focused (the first focus starts the app), then picked from. Before
    // the app, a choice asks the server for the filtered page (its GET form); once a choice is in the address, the next.
    for (const [label, key, option] of [['Type', 'type', 'Public'], ['Programme level', 'level', 'PhD']] as const) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).selectOption(option);
      await page.waitForURL((url) => url.searchParams.get(key) === option);
    }
    release();
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('type=Public&level=PhD');
    expect(await page.getByLabel('Type').inputValue()).toBe('Public');
    expect(await page.getByLabel('Programme level').inputValue()).toBe('PhD');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('public forms without JavaScript', () => {
  const suite = ownServerAndBrowser();

  it('subscribes to the newsletter from /news and from an article, and says why an address is refused', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const [article] = (await (await fetch(`${suite.server.url}/api/news`)).json()) as { id: number }[];
    for (const path of ['/news?category=scholarship', `/news/${article!.id}`]) {
      await page.goto(path);
      await page.getByLabel('Email address').fill('no-js@example');
      const refused = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      expect((await refused).status()).toBe(400);
      await page.getByText('Please enter a valid e-mail address, like name@example.com.').waitFor();
      // What was typed stays, to be corrected.
      expect(await page.getByLabel('Email address').inputValue()).toBe('no-js@example');

      await page.getByLabel('Email address').fill('no-js@example.com');
      const answered = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answered).status()).toBe(200);
      await page.getByText('Thank you! no-js@example.com is subscribed.').waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    }
    if (suite.server.db) {
      expect(await suite.server.db.knex('newsletter_subscribers').where({ email: 'no-js@example.com' })).toHaveLength(1);
    }
    await context.close();
  });

  it('shows a news category as a page of its own articles', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/news');
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Events' }).click();
    await page.waitForURL((url) => url.search === '?category=events');
    expect(await page.getByRole('link', { name: 'Events', exact: true }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('answers every POST form of every public page (never "Not Found")', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const [article] = (await (await fetch(`${suite.server.url}/api/news`)).json()) as { id: number }[];
    const seen: string[] = [];
    for (const path of ['/', '/about', '/universities', '/scholarships', '/news', `/news/${article!.id}`, '/enquire', '/student-portal']) {
      await page.goto(path);
      const actions = await page.locator('form[method="post" i]').evaluateAll((forms) => forms.map((f) => (f as HTMLFormElement).action));
      for (const action of actions) {
        const res = await context.request.post(action, { form: {}, headers: { origin: suite.server.url }, maxRedirects: 0 });
        expect([404, 405], `POST ${action} from ${path}`).not.toContain(res.status());
        seen.push(new URL(action).pathname);
      }
    }
    // The portal's sign-in, the enquiry form, and the newsletter on the news hub and the article.
    expect(new Set(seen)).toEqual(new Set(['/student-portal', '/enquire', '/news', `/news/${article!.id}`]));
    await context.close();
  });
});
