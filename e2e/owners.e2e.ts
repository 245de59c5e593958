import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AssignableStaffList, StudentDetail, StudentPage } from '@contract';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { eventually } from './support/crm';
import { controlledBy } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

async function waitSynced(page: Page) {
  await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
}

// Owners (issue 15 item 1): who works a record is picked from the staff whose role does that work, shown by name on
// its card and page, and a counselor's caseload is one tap from the sidebar.
describe.skipIf(!hasBrowser)('owners and my caseload', () => {
  const suite = ownServerAndBrowser();

  it("sets a student's owner counselor in the form and shows the name on the page and in the list's row (1280 px)", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const staff = await apiGet<AssignableStaffList>(context, suite.server.url, '/api/admin/staff/assignable');
    const all = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students');
    const student = all.items.find((s) => s.personalInfo.name.split(' ').length >= 2)!;
    const counselor = staff.counselor.find((s) => s.id !== student.assignedCounselor)!;
    const name = student.personalInfo.name;

    await page.goto(`/admin/students/${student.id}?edit=true`);
    const owner = page.getByLabel('Owner counselor');
    await owner.waitFor();
    // 'Unassigned', then the active counselors and admissions leads (the list arrives from the server or the device).
    await expect.poll(() => owner.locator('option').allTextContents()).toEqual(expect.arrayContaining(staff.counselor.map((s) => s.fullName)));
    expect((await owner.locator('option').allTextContents())[0]).toBe('Unassigned');
    await owner.selectOption({ label: counselor.fullName });
    await page.getByRole('button', { name: 'Save changes' }).click();

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText(`Counselor: ${counselor.fullName}`).waitFor();
    const stored = await eventually(
      () => apiGet<StudentDetail>(context, suite.server.url, `/api/admin/students/${student.id}`),
      (d) => d.student.assignedCounselor === counselor.id,
    );
    expect(stored.student.ownerName).toBe(counselor.fullName);

    // At a desk the list is a table: the row's Owner column names the counselor.
    await page.goto(`/admin/students?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('table', { name: 'Students' }).locator('tbody tr').filter({ hasText: name }).first();
    await row.getByRole('cell', { name: counselor.fullName, exact: true }).waitFor();

    // Unassigned again: the card says so.
    await page.goto(`/admin/students/${student.id}?edit=true`);
    await page.getByLabel('Owner counselor').selectOption({ label: 'Unassigned' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await profile.getByText('Counselor: Unassigned').waitFor();
    await context.close();
  });

  it("shows the application owner and the visa officer by name on their cards, and changes an officer from the card", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const staff = await apiGet<AssignableStaffList>(context, suite.server.url, '/api/admin/staff/assignable');
    await page.goto('/admin/visa-cases');
    const card = page.getByRole('article').first();
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Officer: (Unassigned|\S.+)/);
    expect(await card.innerText()).not.toContain('Officer: Assigned');
    const officer = staff.officer.at(-1)!;
    await card.getByRole('button', { name: /^Change visa officer of / }).click();
    await card.getByLabel('Visa officer', { exact: true }).selectOption({ label: officer.fullName });
    await card.getByRole('button', { name: 'Save owner' }).click();
    await card.getByText(`Officer: ${officer.fullName}`).waitFor();

    await page.goto('/admin/applications');
    const application = page.getByRole('article').first();
    await application.waitFor();
    expect(await application.innerText()).toMatch(/Owner: \S/);
    await context.close();
  });

  it("takes a counselor to 'My caseload' in one tap from the phone menu, and opens their students list on it (390 px)", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: /Welcome to Mission Control/ }).waitFor();
    await waitSynced(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    const caseload = drawer.getByRole('link', { name: 'My caseload' });
    await caseload.waitFor();
    const box = (await caseload.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    await caseload.click();
    await page.waitForURL((url) => url.pathname === '/admin/students' && url.searchParams.get('owner') === 'me');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.locator('header').getByText('My caseload', { exact: true }).isVisible()).toBe(true);

    // The list a counselor opens is their caseload; Students asks for everyone's.
    await page.goto('/admin/students');
    await page.waitForURL((url) => url.searchParams.get('owner') === 'me');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await drawer.getByRole('link', { name: 'My caseload' }).getAttribute('aria-current')).toBe('page');
    expect(await drawer.getByRole('link', { name: 'Students' }).getAttribute('aria-current')).toBeNull();
    await drawer.getByRole('link', { name: 'Students' }).click();
    await page.waitForURL((url) => url.searchParams.get('owner') === 'all');
    await context.close();
  });

  it('offers the owner counselors in the lead form with the server stopped', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/students/new');
    await controlledBy(page);
    await page.getByLabel('Owner counselor').waitFor();
    await waitSynced(page);
    // The staff list was fetched after sign-in and kept on the device.
    await expect.poll(() => page.getByLabel('Owner counselor').locator('option').count()).toBeGreaterThan(2);
    await suite.server.halt();
    try {
      await page.reload();
      const owner = page.getByLabel('Owner counselor');
      await owner.waitFor();
      await expect.poll(() => owner.locator('option').count()).toBeGreaterThan(2);
      // A counselor's new lead is theirs until they pick someone else.
      expect(await owner.locator('option:checked').textContent()).not.toBe('Unassigned');
    } finally {
      await suite.server.resume();
    }
    await context.close();
  });
});
