import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// Scholarships in Mission Control (issue 16 item 2): a partnerships user adds one and it shows on /scholarships on
// the next request; archived, it is gone; one whose deadline has passed stays listed, saying so, with no Apply Now.
describe.skipIf(!hasBrowser)('scholarships', () => {
  const suite = ownServerAndBrowser();

  async function addScholarship(page: Page, title: string, deadlineDate: string): Promise<void> {
    await page.goto('/admin/scholarships');
    await page.getByRole('heading', { name: 'Scholarships', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New scholarship' }).click();
    await page.getByRole('heading', { name: 'New scholarship', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Scholarship' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Provider').fill('Nile Foundation');
    await form.getByLabel('Amount').fill('RM 20,000 a year');
    await form.getByLabel('Coverage').fill('50%');
    await form.getByLabel('Deadline date').fill(deadlineDate);
    await form.getByLabel('Eligibility').fill('CGPA 3.0 or above\nIELTS 6.0');
    await form.getByRole('checkbox', { name: "Master's" }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/scholarships\/\d+$/);
    await page.getByRole('heading', { name: 'Edit scholarship', level: 1 }).waitFor();
  }

  const card = (page: Page, title: string) => page.locator('#featured').getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

  for (const [width, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    it(`a partnerships user adds a scholarship that shows on /scholarships, archives it, and a past deadline says so, at ${width}`, async () => {
      const title = `Nile Graduate Award (${width})`;
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await signInAs(context, suite.server.url, 'partnerships');

      // Nothing chosen: each field says what it needs.
      await page.goto('/admin/scholarships/new');
      await page.getByRole('form', { name: 'Scholarship' }).getByRole('button', { name: 'Save' }).click();
      await page.getByText('Choose at least one study level.').waitFor();

      await addScholarship(page, title, '2099-06-30');
      expect(await seriousA11yViolations(page)).toEqual([]);

      const visitor = await openPage(suite.browser, suite.server.url, viewport);
      await visitor.page.goto('/scholarships');
      const listed = card(visitor.page, title);
      await listed.waitFor();
      // The visitor scrolls to it: a card far below the first screen is rendered as it comes near (below-the-fold.ts).
      await listed.scrollIntoViewIfNeeded();
      await listed.getByText('June 30, 2099').waitFor();
      expect(await listed.getByText('June 30, 2099').isVisible()).toBe(true);
      expect(await listed.getByRole('link', { name: `Apply Now: ${title}` }).isVisible()).toBe(true);

      // Archived: gone from the public page on the next request.
      await page.getByRole('button', { name: 'Archive' }).click();
      await page.getByText('Archived: the public page no longer lists it.').waitFor();
      await page.getByRole('button', { name: 'Restore' }).waitFor();
      await visitor.page.reload();
      await visitor.page.locator('#featured').getByRole('article').first().waitFor();
      expect(await card(visitor.page, title).count()).toBe(0);

      // A deadline in the past: listed, saying so, with no way to apply.
      const late = `Closed Bursary (${width})`;
      await addScholarship(page, late, '2020-01-15');
      await visitor.page.reload();
      const closed = card(visitor.page, late);
      await closed.waitFor();
      expect(await closed.getByText('Deadline passed').isVisible()).toBe(true);
      expect(await closed.getByText('Applications are closed for this round.').isVisible()).toBe(true);
      expect(await closed.getByRole('link', { name: /Apply Now/ }).count()).toBe(0);
      expect(await seriousA11yViolations(visitor.page)).toEqual([]);
      await visitor.context.close();
      await context.close();
    });
  }
});
