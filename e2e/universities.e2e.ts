import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

const counter = (page: Page) => page.getByText(/^Showing \d+ of \d+ universities$/);
const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const type = (page: Page) => page.getByRole('combobox', { name: 'Type' });
const location = (page: Page) => page.getByRole('combobox', { name: 'Location' });
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Waits for the counter to read N and for every card to be on the page. */
async function expectShowing(page: Page, n: number): Promise<void> {
  await page.getByText(`Showing ${n} of 30 universities`, { exact: true }).waitFor();
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(n);
}

/** The card names once the counter agrees with the cards and the list is the one `ready` expects (it re-renders after the URL changes). */
async function namesWhen(page: Page, ready: (names: string[]) => boolean): Promise<string[]> {
  let names: string[] = [];
  await expect
    .poll(async () => {
      names = await cardNames(page);
      const shown = Number(/\d+/.exec((await counter(page).textContent()) ?? '')?.[0]);
      return shown === names.length && ready(names);
    })
    .toBe(true);
  return names;
}

// The partner universities journey (issue 3): every filter, the URL, reload, the empty state and Clear All Filters.
describe.skipIf(!hasBrowser)('partner universities', () => {
  const suite = sharedServerAndBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`lists all 30 with their figures, labelled filters and no accessibility violations at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/universities');
      await expectShowing(page, 30);
      for (const blurb of ['30+', '1000+', '95%', '100%']) expect(await page.getByText(blurb, { exact: true }).count()).toBe(1);
      const um = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Universiti Malaya (UM)' }) });
      expect(await um.textContent()).toContain('250+ Programs');
      expect(await um.textContent()).toContain('26K+ Students');
      const uitm = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Universiti Teknologi MARA (UiTM)' }) });
      expect(await uitm.textContent()).toContain('170K+ Students');
      expect(await type(page).locator('option').allTextContents()).toEqual(['All Types', 'Public', 'Private']);
      const locations = await location(page).locator('option').allTextContents();
      expect(locations[0]).toBe('All Locations');
      expect(locations.slice(1)).toEqual([...locations.slice(1)].sort((a, b) => a.localeCompare(b)));
      expect(locations).toContain('Selangor');
      // Below the cards, built once the page has started (<Deferred>).
      await page.getByRole('heading', { name: 'Ready to Apply?' }).waitFor();
      expect(await page.getByRole('link', { name: 'Start Application' }).getAttribute('href')).toBe('/student-portal');
      const guide = await page.getByRole('link', { name: 'Download Guide' }).getAttribute('href');
      const pdf = await page.request.get(guide!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });

    it(`filters by search, type and location, keeps them in the URL across a reload, at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/universities');
      await expectShowing(page, 30);

      // Search is case-insensitive over name, location and specialties.
      await search(page).fill('VETERINARY');
      await expectShowing(page, 1);
      expect(await cardNames(page)).toEqual(['Universiti Putra Malaysia (UPM)']);
      expect(params(page)).toEqual({ q: 'VETERINARY' });
      await search(page).fill('penang');
      await page.getByRole('heading', { name: 'Universiti Sains Malaysia (USM)' }).waitFor();
      expect((await cardNames(page)).every(Boolean)).toBe(true);

      await search(page).fill('medicine');
      const medicine = await namesWhen(page, (names) => names.includes('Universiti Putra Malaysia (UPM)'));
      expect(medicine.length).toBeGreaterThan(3);

      await type(page).selectOption('Public');
      await expect.poll(() => params(page)).toEqual({ q: 'medicine', type: 'Public' });
      const publicMedicine = await namesWhen(page, (names) => names.length < medicine.length);
      expect(publicMedicine.length).toBeGreaterThan(0);
      expect(await page.getByRole('article').getByText('Private', { exact: true }).count()).toBe(0);

      await location(page).selectOption('Selangor');
      await expect.poll(() => params(page)).toEqual({ q: 'medicine', type: 'Public', location: 'Selangor' });
      const filtered = await namesWhen(page, (names) => names.length === 2);
      // UPM matches through its 'Veterinary Medicine' specialty.
      expect(filtered).toEqual(['Universiti Kebangsaan Malaysia (UKM)', 'Universiti Putra Malaysia (UPM)']);
      expect(await counter(page).textContent()).toBe('Showing 2 of 30 universities');

      // The filtered list survives a reload: the URL is the state.
      await page.reload();
      await expectShowing(page, 2);
      expect(await search(page).inputValue()).toBe('medicine');
      expect(await type(page).inputValue()).toBe('Public');
      expect(await location(page).inputValue()).toBe('Selangor');
      expect(await cardNames(page)).toEqual(filtered);
      await context.close();
    });

    it(`shows the empty state and Clear All Filters resets all three at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/universities?q=astronomy&type=Private&location=Sabah');
      await page.getByRole('heading', { name: 'No universities found' }).waitFor();
      expect(await page.getByText('Try adjusting your search criteria or filters to find universities.').isVisible()).toBe(true);
      expect(await counter(page).textContent()).toBe('Showing 0 of 30 universities');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Clear All Filters' }).click();
      await expectShowing(page, 30);
      expect(params(page)).toEqual({});
      expect(await search(page).inputValue()).toBe('');
      expect(await type(page).inputValue()).toBe('all');
      expect(await location(page).inputValue()).toBe('all');
      await context.close();
    });
  }

  it('ignores a malformed filter in a shared link instead of failing', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await page.goto('/universities?type=Secret&location=Penang');
    await page.getByRole('heading', { name: 'Universiti Sains Malaysia (USM)' }).waitFor();
    expect(await type(page).inputValue()).toBe('all');
    expect(await location(page).inputValue()).toBe('Penang');
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    await context.close();
  });
});
