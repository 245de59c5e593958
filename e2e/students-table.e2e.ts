import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StudentPage } from '@contract';
import type { AssignableStaffList } from '@contract/staff';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { persistAnswer } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const table = (page: Page) => page.getByRole('table', { name: 'Students' });
const rows = (page: Page) => table(page).locator('tbody tr');
const counter = (page: Page, shown: StudentPage, all: StudentPage) => page.getByText(`${shown.total} of ${all.totalAll} students`, { exact: true });
/** The names in the table's first `count` rows, top to bottom (the next page may already be loading below). */
const names = async (page: Page, count = 30) => (await rows(page).locator('td:nth-child(2) a').allInnerTexts()).slice(0, count);
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });

// The students list at a desk (issue 15 item 3): a dense table sorted and filtered from its headers and filters, kept
// in the URL, and several students changed at once with the answer per student; cards stay on phones.
describe.skipIf(!hasBrowser)('students table', () => {
  const suite = ownServerAndBrowser();

  it('shows 20+ students at 1280×800 and sorts by name and last activity from the headers', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    // A browser that keeps the offline copy (an installed app): no storage warning above the page.
    await context.addInitScript(persistAnswer(true));
    await signInAs(context, suite.server.url, 'admin');
    const all = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students');
    await page.goto('/admin/students');
    await counter(page, all, all).waitFor();
    const headers = await table(page).getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['Name', 'Country', 'Phone', 'Stage', 'Priority', 'Owner', 'Source', 'Last activity']);
    // Density: the 20th row ends inside the window, with the page's header, filters and counter above it.
    const twentieth = (await rows(page).nth(19).boundingBox())!;
    expect(twentieth.y + twentieth.height).toBeLessThanOrEqual(DESKTOP.height);

    await header(page, 'Name').getByRole('button').click();
    await page.waitForURL(/sort=name/);
    const byName = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?sort=name');
    await expect.poll(() => names(page)).toEqual(byName.items.map((s) => s.personalInfo.name));
    expect(await header(page, 'Name').getAttribute('aria-sort')).toBe('ascending');
    expect(await header(page, 'Last activity').getAttribute('aria-sort')).toBe('none');

    await header(page, 'Name').getByRole('button').click();
    await page.waitForURL(/sort=-name/);
    const byNameDesc = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?sort=-name');
    await expect.poll(() => names(page)).toEqual(byNameDesc.items.map((s) => s.personalInfo.name));
    expect(await header(page, 'Name').getAttribute('aria-sort')).toBe('descending');

    // A date sorts newest first on the first click; the next page continues the same order.
    await header(page, 'Last activity').getByRole('button').click();
    await page.waitForURL(/sort=-updatedAt/);
    expect(await header(page, 'Last activity').getAttribute('aria-sort')).toBe('descending');
    const recent = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?sort=-updatedAt');
    const next = await apiGet<StudentPage>(context, suite.server.url, `/api/admin/students?sort=-updatedAt&cursor=${encodeURIComponent(recent.nextCursor!)}`);
    await expect.poll(() => names(page)).toEqual(recent.items.map((s) => s.personalInfo.name));
    // Scrolling to the end loads the next page (and perhaps more): it goes on in the same order.
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(recent.items.length + next.items.length);
    expect((await names(page, 60)).slice(recent.items.length)).toEqual(next.items.map((s) => s.personalInfo.name));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('filters by country, owner and source, kept in the URL across a reload', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const all = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students');
    await page.goto('/admin/students');
    await counter(page, all, all).waitFor();

    await page.getByRole('combobox', { name: 'Country' }).selectOption('Kenya');
    const kenya = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?country=Kenya');
    await counter(page, kenya, all).waitFor();
    expect(page.url()).toContain('country=Kenya');
    expect(new Set(await rows(page).locator('td:nth-child(3)').allInnerTexts())).toEqual(new Set(['Kenya']));

    await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Unassigned' });
    const unassigned = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?country=Kenya&owner=none');
    await counter(page, unassigned, all).waitFor();
    expect(page.url()).toContain('owner=none');
    expect(new Set(await rows(page).locator('td:nth-child(7)').allInnerTexts())).toEqual(new Set(['Unassigned']));

    await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Any Owner' });
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'All Countries' });
    const tag = all.items.find((s) => s.tags.length > 0)!.tags[0]!;
    await page.getByRole('searchbox', { name: 'Source or tag' }).fill(tag.toUpperCase());
    const tagged = await apiGet<StudentPage>(context, suite.server.url, `/api/admin/students?source=${encodeURIComponent(tag)}`);
    await counter(page, tagged, all).waitFor();
    await page.reload();
    await counter(page, tagged, all).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Source or tag' }).inputValue()).toBe(tag.toUpperCase());
    await context.close();
  });

  it('assigns three students to a counselor at once and says what was done', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const staff = await apiGet<AssignableStaffList>(context, suite.server.url, '/api/admin/staff/assignable');
    const counselor = staff.counselor[0]!;
    const before = await apiGet<StudentPage>(context, suite.server.url, `/api/admin/students?owner=${counselor.id}&limit=1`);
    const unassigned = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?owner=none&sort=name');
    const three = unassigned.items.slice(0, 3);
    expect(three).toHaveLength(3);

    await page.goto('/admin/students?owner=none&sort=name');
    for (const s of three) await page.getByRole('checkbox', { name: `Select ${s.personalInfo.name}` }).check();
    const bar = page.getByRole('group', { name: 'Change the selected students' });
    expect(await bar.getByText('3 students selected').isVisible()).toBe(true);
    await bar.getByRole('combobox', { name: 'Bulk action' }).selectOption({ label: 'Assign owner' });
    await bar.getByRole('combobox', { name: 'New owner' }).selectOption({ label: counselor.fullName });
    await bar.getByRole('button', { name: 'Apply to 3 students' }).click();

    await page.getByRole('status', { name: 'Bulk change result' }).getByText('Owner assigned for 3 students.').waitFor();
    const after = await apiGet<StudentPage>(context, suite.server.url, `/api/admin/students?owner=${counselor.id}&limit=100`);
    expect(after.total).toBe(before.total + 3);
    expect(after.items.filter((s) => three.some((t) => t.id === s.id)).map((s) => s.ownerName)).toEqual(three.map(() => counselor.fullName));
    // They leave the unassigned list, and the selection.
    for (const s of three) await page.getByRole('checkbox', { name: `Select ${s.personalInfo.name}` }).waitFor({ state: 'detached' });
    expect(await bar.count()).toBe(0);
    await context.close();
  });

  it('changes the stage of several students, naming each one the transition rules refuse', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const first = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?sort=name');
    // Forward any number of stages is allowed, back only one: to 'Application in Progress' from Lead yes, from
    // Arrived (or Visa, Pre-departure, Alumni) no.
    const leads = first.items.filter((s) => s.stage === 'lead').slice(0, 2);
    const late = first.items.find((s) => ['visa', 'pre_departure', 'arrived', 'alumni'].includes(s.stage))!;
    expect(leads).toHaveLength(2);
    expect(late).toBeDefined();

    await page.goto('/admin/students?sort=name');
    for (const s of [...leads, late]) await page.getByRole('checkbox', { name: `Select ${s.personalInfo.name}` }).check();
    const bar = page.getByRole('group', { name: 'Change the selected students' });
    await bar.getByRole('combobox', { name: 'Bulk action' }).selectOption({ label: 'Change stage' });
    await bar.getByRole('combobox', { name: 'New stage' }).selectOption({ label: 'Application in Progress' });
    await bar.getByRole('button', { name: 'Apply to 3 students' }).click();

    const result = page.getByRole('status', { name: 'Bulk change result' });
    await result.getByText('Stage changed for 2 students; 1 refused.').waitFor();
    const refused = await result.getByRole('list', { name: 'Refused' }).innerText();
    expect(refused).toContain(late.personalInfo.name);
    // The refused student stays selected for another try; the others leave the selection.
    expect(await bar.getByText('1 student selected').isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: `Select ${late.personalInfo.name}` }).isChecked()).toBe(true);
    for (const s of leads) {
      const now = await apiGet<StudentPage>(context, suite.server.url, `/api/admin/students?search=${encodeURIComponent(s.personalInfo.name)}`);
      expect(now.items.find((n) => n.id === s.id)!.stage).toBe('application_in_progress');
    }
    await result.getByRole('button', { name: 'Dismiss' }).click();
    expect(await result.innerText()).toBe('');
    await context.close();
  });

  it('leaves the phone column out for a role that does not read phones', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'marketing');
    await page.goto('/admin/students');
    await rows(page).first().waitFor();
    const headers = await table(page).getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['Name', 'Country', 'Stage', 'Priority', 'Owner', 'Source', 'Last activity']);
    await context.close();
  });

  it('disables the bulk change offline and says why', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/students');
    await rows(page).first().waitFor();
    await rows(page).first().getByRole('checkbox').check();
    await context.setOffline(true);
    const bar = page.getByRole('group', { name: 'Change the selected students' });
    await bar.getByText("Bulk changes need a connection: you're offline.").waitFor();
    expect(await bar.getByRole('button', { name: 'Apply to 1 student' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await context.close();
  });

  it("filters and sorts the device's copy offline as the server does, 'Me' being the signed-in counselor", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'counselor');
    const all = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students');
    const mine = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?owner=me&sort=name');
    expect(mine.total).toBeGreaterThan(0);
    await page.goto('/admin/students');
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Me' });
    await header(page, 'Name').getByRole('button').click();
    await counter(page, mine, all).waitFor();
    await expect.poll(() => names(page, mine.items.length)).toEqual(mine.items.map((s) => s.personalInfo.name));
    expect(page.url()).toContain('owner=me');
    await context.setOffline(false);
    await context.close();
  });

  it('keeps the cards on a phone, with country and phone', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    // A counselor's list opens on their own caseload.
    const mine = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?owner=me');
    const student = mine.items.find((s) => s.personalInfo.country && s.personalInfo.phone)!;
    await page.goto('/admin/students');
    const card = page.getByRole('article', { name: student.personalInfo.name });
    await card.waitFor();
    expect(await table(page).count()).toBe(0);
    const text = await card.innerText();
    expect(text).toContain(student.personalInfo.country);
    expect(text).toContain(student.personalInfo.phone);
    await context.close();
  });
});
