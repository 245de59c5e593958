import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationPage, StudentPage } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage } from './support/browser';
import { adminCodeCached } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

/** Today plus `days`, YYYY-MM-DD, where the browser is (the machine's local day, as the badge counts). */
function localDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Synced, the service worker active and every admin chunk cached: the screens open with the network gone. */
async function readyForOffline(page: Page, baseURL: string): Promise<void> {
  await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
  await adminCodeCached(page, baseURL);
}

// Applications at a desk (issue 15 items 3 and 5): a deadline two days away is on the dashboard and opens its own
// page; the list filters by a status tile, searches, and a row opens the record itself.
describe.skipIf(!hasBrowser)('case lists', () => {
  const suite = ownServerAndBrowser();

  it('at 1280 px: the dashboard lists a due deadline, the list filters by a tile and by search, and a row opens its application', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const url = suite.server.url;
    const student = (await apiGet<StudentPage>(context, url, '/api/admin/students?limit=1')).items[0]!;
    const res = await context.request.post(`${url}/api/admin/applications`, {
      data: { studentId: student.id, universityId: 1, program: 'Zebra Nursing Diploma', status: 'draft', deadlineDate: localDay(2) },
      headers: { Origin: url },
    });
    expect(res.status(), await res.text()).toBe(201);
    const created = (await res.json()) as Application;
    const name = student.personalInfo.name;

    // The dashboard's "Deadlines this week": the application, in words, a link to its own page.
    await page.goto('/admin/dashboard');
    const deadlines = page.getByRole('region', { name: 'Deadlines this week' });
    const link = deadlines.getByRole('link', { name: `${name}: Zebra Nursing Diploma` });
    await link.waitFor();
    expect(await deadlines.getByText('Due in 2 days').first().isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(`**/admin/applications/${created.id}`);
    await page.getByRole('heading', { level: 1, name: /^Zebra Nursing Diploma at / }).waitFor();
    expect(await page.getByText('Due in 2 days').isVisible()).toBe(true);
    await page.getByRole('region', { name: 'History' }).getByText('New application', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: `Student profile of ${name}` }).isVisible()).toBe(true);

    // The list: the default order puts it first; a status tile filters, pressed while it does.
    const all = await apiGet<ApplicationPage>(context, url, '/api/admin/applications');
    await page.goto('/admin/applications');
    const rows = page.getByRole('region', { name: 'Applications' }).getByRole('article');
    await rows.first().waitFor();
    expect(await rows.first().getAttribute('aria-label')).toBe(all.items[0] && `${all.items[0].studentName}: ${all.items[0].program}`);
    expect(await rows.filter({ hasText: 'Zebra Nursing Diploma' }).getByText('Due in 2 days').isVisible()).toBe(true);
    const submitted = page.getByRole('button', { name: 'Submitted', exact: true });
    expect(await submitted.getAttribute('aria-pressed')).toBe('false');
    await submitted.click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'submitted');
    expect(await submitted.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`${all.statusCounts.submitted} of ${all.totalAll} applications`).waitFor();
    const shown = await rows.allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => text.includes('Submitted'))).toBe(true);
    await submitted.click();
    await page.waitForURL((u) => !u.search.includes('status='));

    // Search: by programme, in the URL; the row's View Details opens the application, not its student.
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('zebra');
    await page.waitForURL((u) => u.searchParams.get('search') === 'zebra');
    await page.getByText(`1 of ${all.totalAll} applications`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await rows.first().getByRole('link', { name: `View Details of ${name}'s application` }).click();
    await page.waitForURL(`**/admin/applications/${created.id}`);
    await page.getByRole('heading', { level: 1, name: /^Zebra Nursing Diploma at / }).waitFor();
    await context.close();
  });

  it('offline: the list filters by a tile and by search from the device copy, and a row opens its application', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const url = suite.server.url;
    const all = await apiGet<ApplicationPage>(context, url, '/api/admin/applications?status=under_review&limit=1');
    const target = all.items[0]!;
    await page.goto('/admin/applications');
    await readyForOffline(page, url);

    await context.setOffline(true);
    await page.reload();
    const rows = page.getByRole('region', { name: 'Applications' }).getByRole('article');
    await rows.first().waitFor();
    await page.getByRole('button', { name: 'Under Review', exact: true }).click();
    await page.getByText(`${all.total} of ${all.totalAll} applications`).waitFor();
    expect((await rows.allInnerTexts()).every((text) => text.includes('Under Review'))).toBe(true);
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(target.program);
    await page.waitForURL((u) => u.searchParams.get('search') === target.program);
    const row = rows.filter({ hasText: target.studentName ?? 'Unknown Student' }).first();
    await row.getByRole('link', { name: /^View Details of / }).click();
    await page.waitForURL(`**/admin/applications/${target.id}`);
    await page.getByRole('heading', { level: 1, name: `${target.program} at ${target.universityName}` }).waitFor();
    await page.getByText('The history is shown when the server can be reached.').waitFor();
    await context.close();
  });
});
