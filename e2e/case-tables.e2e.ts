import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApplicationPage, VisaCasePage } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage } from './support/browser';
import { persistAnswer } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const header = (page: Page, name: string, column: string) => table(page, name).getByRole('columnheader', { name: column });
/** The student names of the first `count` rows (the first cell after the checkbox). */
const students = async (page: Page, name: string, count = 20) => (await rows(page, name).locator('td:nth-child(2) a').allInnerTexts()).slice(0, count);
const nameOf = (r: { studentName: string | null }) => r.studentName?.trim() || 'Unknown Student';

// Applications and visa cases at a desk (issue 32 item 1): tables like the students list, 20+ rows in view at
// 1280×800, sorted from the headers (kept in the URL, by the server), the selected rows changed at once.
describe.skipIf(!hasBrowser)('case tables', () => {
  const suite = ownServerAndBrowser();

  it('shows 20+ applications at 1280×800 and sorts by student and status from the headers', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await context.addInitScript(persistAnswer(true));
    await signInAs(context, suite.server.url, 'admin');
    const url = suite.server.url;
    const all = await apiGet<ApplicationPage>(context, url, '/api/admin/applications');
    await page.goto('/admin/applications');
    await page.getByText(`${all.total} of ${all.totalAll} applications`).waitFor();
    const headers = (await table(page, 'Applications').getByRole('columnheader').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    expect(headers).toEqual(['Student', 'Programme', 'University', 'Status', 'Applied', 'Deadline', 'Owner', 'Updated']);
    // Density: the 20th row ends inside the window, under the page's header, tiles and filters.
    const twentieth = (await rows(page, 'Applications').nth(19).boundingBox())!;
    expect(twentieth.y + twentieth.height).toBeLessThanOrEqual(DESKTOP.height);

    await header(page, 'Applications', 'Student').getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'student');
    const byStudent = await apiGet<ApplicationPage>(context, url, '/api/admin/applications?sort=student');
    await expect.poll(() => students(page, 'Applications')).toEqual(byStudent.items.slice(0, 20).map(nameOf));
    expect(await header(page, 'Applications', 'Student').getAttribute('aria-sort')).toBe('ascending');
    await header(page, 'Applications', 'Student').getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === '-student');
    expect(await header(page, 'Applications', 'Student').getAttribute('aria-sort')).toBe('descending');

    await header(page, 'Applications', 'Status').getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'status');
    const byStatus = await apiGet<ApplicationPage>(context, url, '/api/admin/applications?sort=status');
    await expect.poll(() => students(page, 'Applications')).toEqual(byStatus.items.slice(0, 20).map(nameOf));
    expect(await header(page, 'Applications', 'Student').getAttribute('aria-sort')).toBe('none');
    // Kept in the URL: a reload shows the same order.
    await page.reload();
    await expect.poll(() => students(page, 'Applications')).toEqual(byStatus.items.slice(0, 20).map(nameOf));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('changes the owner of the selected visa cases at once', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const url = suite.server.url;
    const all = await apiGet<VisaCasePage>(context, url, '/api/admin/visa-cases?sort=student');
    await page.goto('/admin/visa-cases?sort=student');
    await rows(page, 'Visa Cases').first().waitFor();
    const picked = all.items.slice(0, 2);
    for (const v of picked) await table(page, 'Visa Cases').getByRole('checkbox', { name: `Select ${nameOf(v)}'s visa case` }).first().check();
    const bulk = page.getByRole('group', { name: 'Change the selected visa cases' });
    await bulk.getByRole('combobox', { name: 'New officer' }).selectOption({ label: 'Unassigned' });
    await bulk.getByRole('button', { name: 'Apply to 2 visa cases' }).click();
    await page.getByRole('status', { name: 'Bulk change result' }).getByText(/Officer set on \d visa cases?\./).waitFor();
    await expect
      .poll(async () => {
        const after = await Promise.all(picked.map((v) => apiGet<{ assignedOfficer: string | null }>(context, url, `/api/admin/visa-cases/${v.id}`)));
        return after.map((v) => v.assignedOfficer);
      })
      .toEqual([null, null]);
    await context.close();
  });
});
