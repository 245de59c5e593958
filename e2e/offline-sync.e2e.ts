import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApplicationPage, StudentPage, UniversityOption, VisaCasePage } from '@contract';
import { apiGet, signInAs } from './support/admin';
import { hasBrowser, keepServiceWorkers, openPage, TABLET } from './support/browser';
import { controlledBy, offlineStoreCounts, offlineStoreRows } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const TABLES = ['students', 'applications', 'visaCases', 'notes', 'tasks', 'universities', 'syncState'] as const;
type Counts = Record<(typeof TABLES)[number], number>;

const offlineCounts = (page: Page): Promise<Counts> => offlineStoreCounts(page, TABLES);

/**
 * Every table of the offline copy is empty. Polled: the app may still be loading the login page (a second
 * navigation, when a background query answered 401 too), which would abort a single read.
 */
async function expectWiped(page: Page): Promise<void> {
  await expect.poll(() => offlineCounts(page)).toEqual({ students: 0, applications: 0, visaCases: 0, notes: 0, tasks: 0, universities: 0, syncState: 0 });
}

// Counselors at fairs read the CRM offline: after sign-in the app copies what the role may read into IndexedDB,
// says so in the header, and logout leaves none of it behind.
describe.skipIf(!hasBrowser)('offline sync', () => {
  const suite = ownServerAndBrowser();

  it('copies the whole caseload into IndexedDB after sign-in, and logout wipes it', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'admin');
    const [students, applications, visaCases, universities, tasks] = await Promise.all([
      apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?limit=1'),
      apiGet<ApplicationPage>(context, suite.server.url, '/api/admin/applications?limit=1'),
      apiGet<VisaCasePage>(context, suite.server.url, '/api/admin/visa-cases?limit=1'),
      apiGet<UniversityOption[]>(context, suite.server.url, '/api/admin/universities'),
      apiGet<{ items: unknown[] }>(context, suite.server.url, '/api/admin/tasks'),
    ]);
    await page.goto('/admin/students');
    const status = page.getByTestId('offline-status');
    await status.and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    expect(await status.textContent()).toMatch(/Synced \d{1,2}:\d{2}/);
    expect(await offlineCounts(page)).toEqual({
      students: students.totalAll,
      applications: applications.totalAll,
      visaCases: visaCases.totalAll,
      // The demo data has no notes; the notes' sync state is there all the same.
      notes: 0,
      // Every task for the super admin (a manager): the ones the rules made for the leads of other tests, if any.
      tasks: tasks.items.length,
      universities: universities.length,
      syncState: 6,
    });

    await context.setOffline(true);
    await status.and(page.locator('[data-tone="offline"]')).waitFor();
    expect(await status.textContent()).toContain('Offline');
    await context.setOffline(false);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/admin/login');
    await expectWiped(page);
    await context.close();
  });

  it('lists, searches and counts students, applications and visa cases from IndexedDB when the network is gone', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'counselor');
    const query = 'search=ALI&priority=high';
    const [online, all] = await Promise.all([
      apiGet<StudentPage>(context, suite.server.url, `/api/admin/students?${query}`),
      apiGet<StudentPage>(context, suite.server.url, '/api/admin/students'),
    ]);
    expect(online.total).toBeGreaterThan(1);
    await page.goto('/admin/students');
    await controlledBy(page);
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });

    // The case lists as the server shows them (the desk's tables at 1280 px), to compare with what IndexedDB shows offline.
    const screens = [['/admin/applications', 'Applications'], ['/admin/visa-cases', 'Visa Cases']] as const;
    // The first page of rows: the next one loads as the list is scrolled, sooner from IndexedDB than from the server.
    const mainText = async (path: string, table: string) => {
      await page.goto(path);
      const rows = page.getByRole('table', { name: table }).locator('tbody tr');
      await rows.first().waitFor();
      return rows.evaluateAll((trs) => trs.slice(0, 20).map((tr) => (tr as HTMLElement).innerText));
    };
    const onlineTexts = [];
    for (const [path, region] of screens) onlineTexts.push(await mainText(path, region));

    await context.setOffline(true);
    for (const [i, [path, region]] of screens.entries()) expect(await mainText(path, region)).toEqual(onlineTexts[i]);
    // Everyone's students (a counselor's list otherwise opens on their own caseload), in the desk's table.
    await page.goto(`/admin/students?owner=all&${query}`);
    await page.getByTestId('offline-status').and(page.locator('[data-tone="offline"]')).waitFor();
    const count = (n: number, of: number) => `${n.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} students`;
    await page.getByText(count(online.total, online.totalAll), { exact: true }).waitFor();
    const names = page.getByRole('table', { name: 'Students' }).locator('tbody tr td:nth-child(2) a');
    expect(await names.first().textContent()).toBe(online.items[0]!.personalInfo.name);
    await page.goto('/admin/students?owner=all');
    await page.getByText(count(all.total, all.totalAll), { exact: true }).waitFor();

    // A shared laptop: logout wipes the copy even with no network.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/admin/login');
    await expectWiped(page);
    await context.close();
  });

  it('copies only what the role may read: marketing gets students, no applications, visa cases, notes or tasks', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'marketing');
    await page.goto('/admin/dashboard');
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    const counts = await offlineCounts(page);
    expect(counts.students).toBeGreaterThan(0);
    expect(counts).toMatchObject({ applications: 0, visaCases: 0, notes: 0, tasks: 0, universities: 0, syncState: 1 });
    // Names and sources for the funnel, never how to reach a student (contract/read-scopes.ts).
    const students = await offlineStoreRows(page, 'students');
    const personal = new Set(students.flatMap((s) => Object.keys(s.personalInfo as object)));
    expect([...personal].sort()).toEqual(['country', 'name']);
    await context.close();
  });

  it("keeps no fee in a counselor's copy, and neither the cards nor the new application form show or set one", async () => {
    // Below 1024 px, where the applications are cards (the desk's table has no fee column for anyone).
    const { context, page } = await openPage(suite.browser, suite.server.url, TABLET);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/applications');
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    const applications = await offlineStoreRows(page, 'applications');
    expect(applications.length).toBeGreaterThan(0);
    expect(applications.filter((a) => 'applicationFee' in a || 'feeStatus' in a)).toEqual([]);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByText(/^Fee:/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Set the fee of / }).count()).toBe(0);
    await page.goto('/admin/applications/new');
    await page.getByLabel('Programme').waitFor();
    expect(await page.getByLabel('Application fee (USD)').count()).toBe(0);
    await context.close();
  });

  it('wipes the copy when the session is found expired', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/students');
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    expect((await offlineCounts(page)).students).toBeGreaterThan(0);
    await context.clearCookies(); // the server no longer knows this browser: the next request is a 401
    await page.getByRole('link', { name: 'Applications' }).first().click();
    await page.waitForURL('**/admin/login');
    await expectWiped(page);
    await context.close();
  });

  // Last: it stops the server.
  it('still lists the students from IndexedDB with the server process stopped', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'visa_officer');
    const all = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students');
    await page.goto('/admin/students');
    await controlledBy(page);
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    await suite.server.stop();
    await page.reload();
    await page.getByText(`${all.total.toLocaleString('en-US')} of ${all.totalAll.toLocaleString('en-US')} students`, { exact: true }).waitFor();
    await page.getByLabel('Search students...').fill('zzz-no-such-student');
    await page.getByText('No Students Found').waitFor();
    await context.close();
  });
});
