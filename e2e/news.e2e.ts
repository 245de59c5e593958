import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsArticle } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const newsCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/news')) calls.push(pathname);
  });
  return calls;
};
const newsletterPosts = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/newsletter') posts.push(r.postData() ?? '');
  });
  return posts;
};

// The news hub journey (issue 3): categories change the request, loading and empty states, articles, newsletter.
describe.skipIf(!hasBrowser)('news hub', () => {
  const suite = ownServerAndBrowser();
  let articles: NewsArticle[];
  beforeAll(async () => {
    articles = (await (await fetch(`${suite.server.url}/api/news`)).json()) as NewsArticle[];
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`lists every article with the card rules and changes the request with the category at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      const calls = newsCalls(page);
      await page.goto('/news');
      await page.getByRole('heading', { name: 'News & Updates', level: 1 }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(articles.length);
      // The server rendered the list with its data: the page asks for nothing until the category changes.
      expect(calls).toEqual([]);

      const filter = page.getByRole('navigation', { name: 'Filter by category' });
      expect(await filter.getByRole('link').allTextContents()).toEqual([
        'All Categories',
        'Student Success',
        'Scholarships',
        'Universities',
        'Events',
        'General',
      ]);
      expect(await filter.getByRole('link', { name: 'All Categories' }).getAttribute('aria-current')).toBe('page');
      expect(await filter.getByRole('link', { name: 'Scholarships' }).getAttribute('href')).toBe('/news?category=scholarship');

      // An article without an excerpt shows the first 150 characters of its content and an ellipsis,
      // at most 3 of its tags, and a long US date.
      const bare = articles.find((a) => !a.excerpt && a.tags.length > 3)!;
      const card = cards(page).filter({ has: page.getByRole('link', { name: bare.title }) });
      expect(await card.textContent()).toContain(`${bare.content.slice(0, 150)}...`);
      expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(
        bare.tags.slice(0, 3).map((t) => `#${t}`),
      );
      const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(bare.publishedAt));
      expect(await card.locator('time').textContent()).toBe(longDate);
      // Every illustration is a real, loaded image (no broken-image icons).
      await card.locator('img').scrollIntoViewIfNeeded();
      await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/news/scholarship');
      // The app has started (openPage waits for it): the link is the router's, which asks the API, no page load.
      await filter.getByRole('link', { name: 'Scholarships' }).click();
      await request;
      const scholarships = articles.filter((a) => a.category === 'scholarship');
      await expect.poll(() => cards(page).count()).toBe(scholarships.length);
      expect(new URL(page.url()).search).toBe('?category=scholarship');
      await expect.poll(() => filter.getByRole('link', { name: 'Scholarships' }).getAttribute('aria-current')).toBe('page');
      expect(await filter.getByRole('link', { name: 'All Categories' }).getAttribute('aria-current')).toBeNull();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The category survives a reload (the server renders that category's articles).
      await page.reload();
      await expect.poll(() => cards(page).count()).toBe(scholarships.length);
      expect(calls.at(-1)).toBe('/api/news/scholarship');
      await context.close();
    });
  }

  it('shows six skeleton cards while the articles load', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await page.goto('/news');
    await expect.poll(() => cards(page).count()).toBe(articles.length);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/news/events', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Events' }).click();
    const skeletons = page.getByLabel('Loading articles');
    await skeletons.waitFor();
    expect(await skeletons.locator('[data-part="skeleton-card"]').count()).toBe(6);
    expect(await cards(page).count()).toBe(0);
    release();
    await skeletons.waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(articles.filter((a) => a.category === 'events').length);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the empty state for a category without articles at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      // The server renders the demo data, which has general articles: the category chosen in the app gets none.
      await page.route('**/api/news/general', (route) => route.fulfill({ json: [] }));
      await page.goto('/news');
      await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'General' }).click();
      await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
      expect(await page.getByText('No articles match your current filter. Try selecting a different category.').isVisible()).toBe(true);
      expect(await cards(page).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });

    it(`opens an article from its card, and says so when an article does not exist, at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/news');
      const [first] = articles;
      await page.getByRole('link', { name: first!.title }).click();
      await page.waitForURL(`**/news/${first!.id}`);
      await page.getByRole('heading', { name: first!.title, level: 1 }).waitFor();
      const paragraphs = first!.content.split('\n\n');
      expect(await page.getByText(paragraphs[0]!, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(`By ${first!.author}`).isVisible()).toBe(true);
      expect(await page.title()).toContain(first!.title);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'All news' }).click();
      await page.waitForURL(/\/news$/);

      for (const path of ['/news/999999', '/news/not-a-number']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Article not found' }).waitFor();
      }
      await context.close();
    });

    it(`subscribes to the newsletter: invalid, new and already subscribed alike, at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      const posts = newsletterPosts(page);
      await page.goto('/news');
      const email = page.getByRole('textbox', { name: 'Email address' });
      const subscribe = page.getByRole('button', { name: 'Subscribe' });
      expect(await email.getAttribute('type')).toBe('email');

      await subscribe.click();
      await page.getByText('Please enter your e-mail address.').waitFor();
      await email.fill('amina@');
      await subscribe.click();
      await page.getByText('Please enter a valid e-mail address, like name@example.com.').waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(posts).toEqual([]);

      const address = `reader.${viewport.width}@example.com`;
      await email.fill(address);
      await subscribe.click();
      await page.getByText(`Thank you! ${address} is subscribed.`).waitFor();
      expect(posts).toHaveLength(1);

      // The same sentence for an address already on the list: the page never tells who subscribed.
      await email.fill(address.toUpperCase());
      await subscribe.click();
      await page.getByText(`Thank you! ${address.toUpperCase()} is subscribed.`).waitFor();
      expect(posts).toHaveLength(2);
      if (suite.server.db) {
        const rows = await suite.server.db.knex('newsletter_subscribers').whereRaw('lower(email) = ?', [address]);
        expect(rows).toHaveLength(1);
      }
      await context.close();
    });
  }
});
