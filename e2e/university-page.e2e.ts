import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

const UM = 'Universiti Malaya (UM)';
const MBBS = 'Bachelor of Medicine and Bachelor of Surgery (MBBS)';

/** Whether the page is wider than the window (a sideways scroll on a phone). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A programme of the page's list, by its name. */
const programme = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Programmes' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** A meta tag's content in raw HTML (the head module writes `<meta name|property="key" content="…" />`). */
const metaIn = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

// Issue 13: each partner university has a page of its own with its programmes, reached from its card.
describe.skipIf(!hasBrowser)('a partner university page', () => {
  const suite = sharedServerAndBrowser();

  it('opens from its card on /universities and lists its programmes at 390 px', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/universities');
    await page.getByText('Showing 30 of 30 universities', { exact: true }).waitFor();
    await page.getByRole('link', { name: UM, exact: true }).click();
    await page.waitForURL(/\/universities\/\d+$/);
    // The page's chunk and its data arrive after the click.
    await page.getByRole('heading', { level: 1, name: UM }).waitFor();
    expect(await page.title()).toBe(`${UM} | Mission Control`);
    const mbbs = programme(page, MBBS);
    const text = await mbbs.textContent();
    for (const part of ["Bachelor's", 'Medicine', '5 years', 'September', 'RM 62,000 / year']) expect(text, part).toContain(part);
    await mbbs.getByText('Entry requirements').click();
    expect(await mbbs.getByText('Credits or better in Biology and Chemistry').isVisible()).toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('lays the programmes out without a sideways scroll at 1280 px', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    const id = await page.request.get('/api/universities').then(async (res) => ((await res.json()) as { id: number; name: string }[]).find((u) => u.name === UM)!.id);
    await page.goto(`/universities/${id}`);
    await programme(page, MBBS).waitFor();
    expect(await programme(page, MBBS).textContent()).toContain('RM 62,000 / year');
    expect(await overflowsSideways(page)).toBe(false);
    await context.close();
  });

  it('says so when the university does not exist, with a way back to the list', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/universities/999999');
    await page.getByRole('heading', { name: 'University not found' }).waitFor();
    expect(await page.title()).toBe('University not found | Mission Control');
    expect(await page.getByRole('link', { name: 'See all universities' }).getAttribute('href')).toBe('/universities');
    await context.close();
  });

  it('sends a public page with its title, description, canonical URL, Open Graph tags and JSON-LD in the HTML', async () => {
    const html = await (await fetch(`${suite.server.url}/universities`)).text();
    expect(html).toContain('<title>Partner Universities | Mission Control</title>');
    expect(metaIn(html, 'description')).toMatch(/partner universities/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/universities$/);
    expect(metaIn(html, 'og:url')).toBe(canonical);
    expect(metaIn(html, 'og:title')).toBe('Partner Universities | Mission Control');
    expect(metaIn(html, 'og:description')).toBe(metaIn(html, 'description'));
    expect(metaIn(html, 'twitter:card')).toBe('summary');
    // The share image is an absolute URL of a file the build serves.
    const image = new URL(metaIn(html, 'og:image')!);
    const served = await fetch(`${suite.server.url}${image.pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(jsonLd).toEqual([expect.objectContaining({ '@type': 'EducationalOrganization', name: 'Mission Control' })]);
  });
});
