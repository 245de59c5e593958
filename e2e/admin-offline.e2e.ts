import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Analytics, DashboardSummary, StudentPage } from '@contract';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { adminCodeCached, offlineStoreCounts, persistAnswer } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
/** The visa success rate as its tile shows it: a dash when no case was decided in the period. */
const shownRate = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate)}%`);
const lastUpdated = (page: Page) => page.getByText(/^Last updated /);
const count = (n: number) => n.toLocaleString('en-US');
const synced = (page: Page) => page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });

// A counselor at a fair: Mission Control opens with no network after one online visit, with the last figures
// saved and their time; a shared laptop keeps none of them after logout.
describe.skipIf(!hasBrowser)('Mission Control offline', () => {
  const suite = ownServerAndBrowser();

  it('opens the dashboard, analytics and a screen never visited with the network gone, with the saved figures and their time', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const summary = await apiGet<DashboardSummary>(context, suite.server.url, '/api/admin/dashboard');
    const analytics = await apiGet<Analytics>(context, suite.server.url, '/api/admin/analytics');
    const students = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?limit=1');
    const visaRate = shownRate(analytics.performanceKPIs.visaSuccessRate);

    await page.goto('/admin/analytics');
    await tile(page, 'Visa Success Rate').getByText(visaRate, { exact: true }).waitFor();
    // Another period, seen once online: its answer is saved under its own URL.
    const quarter = await apiGet<Analytics>(context, suite.server.url, '/api/admin/analytics?range=quarter');
    const quarterRate = shownRate(quarter.performanceKPIs.visaSuccessRate);
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last quarter' });
    await page.getByText(/in the last quarter/).first().waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await tile(page, 'Total Students').getByText(count(summary.totalStudents), { exact: true }).waitFor();
    await synced(page);
    await adminCodeCached(page, suite.server.url);
    // Read last: the dashboard refreshes every 30 s, and each answer it saves moves the time.
    const savedAt = await lastUpdated(page).textContent();
    expect(savedAt).toMatch(/^Last updated \d{2}:\d{2}$/);

    await context.setOffline(true);
    await page.reload();
    await tile(page, 'Total Students').getByText(count(summary.totalStudents), { exact: true }).waitFor();
    await page.getByText('Offline: showing the figures saved on this device.').waitFor();
    expect(await lastUpdated(page).textContent()).toBe(savedAt);
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.goto('/admin/analytics');
    await tile(page, 'Visa Success Rate').getByText(visaRate, { exact: true }).waitFor();
    await page.getByText('Offline: showing the figures saved on this device.').waitFor();
    await page.goto('/admin/analytics?range=quarter');
    await tile(page, 'Visa Success Rate').getByText(quarterRate, { exact: true }).waitFor();
    await page.getByText(/in the last quarter/).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('quarter');

    // Never opened online: its code came with the admin chunks, its rows from IndexedDB.
    await page.goto('/admin/students');
    await page.getByText(`${count(students.totalAll)} of ${count(students.totalAll)} students`, { exact: true }).waitFor();
    await context.close();
  });

  it('opens analytics offline after sign-in although it was never opened online', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'admissions_lead');
    const analytics = await apiGet<Analytics>(context, suite.server.url, '/api/admin/analytics');
    await page.goto('/admin/students');
    await synced(page);
    await adminCodeCached(page, suite.server.url);
    // Saved in the background after sign-in: the dashboard's answer, the analytics one, the owner pickers' staff, the
    // message templates, the recruitment fairs (fair mode) and the bell's notices.
    await expect.poll(async () => (await offlineStoreCounts(page, ['queries'])).queries, { timeout: 20_000 }).toBe(6);

    await context.setOffline(true);
    await page.goto('/admin/analytics');
    await tile(page, 'Visa Success Rate').getByText(shownRate(analytics.performanceKPIs.visaSuccessRate), { exact: true }).waitFor();
    await lastUpdated(page).waitFor();
    expect(await lastUpdated(page).textContent()).toMatch(/^Last updated \d{2}:\d{2}$/);
    await page.getByText('Offline: showing the figures saved on this device.').waitFor();
    await context.close();
  });

  it('warns, politely, when the browser refuses to keep the offline copy, and not when it agrees', async () => {
    const refused = await openPage(suite.browser, suite.server.url, PHONE);
    await refused.context.addInitScript(persistAnswer(false));
    await signInAs(refused.context, suite.server.url, 'counselor');
    const page = refused.page;
    await page.goto('/admin/dashboard');
    const warning = page.getByRole('status').filter({ hasText: 'Offline data may be cleared' });
    await warning.waitFor();
    expect(await warning.innerText()).toContain('Offline data may be cleared if space runs low on this device.');
    // All of it readable, and a line or two, not a block over the page.
    expect((await warning.boundingBox())!.height).toBeLessThanOrEqual(60);
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.reload();
    await synced(page);
    expect(await warning.count()).toBe(0);
    // Dismissed for the device, not the tab: a new tab (a new browser session) does not show it again.
    const again = await refused.context.newPage();
    await again.goto(`${suite.server.url}/admin/dashboard`);
    await synced(again);
    expect(await again.getByText('Offline data may be cleared').count()).toBe(0);
    await refused.context.close();

    const granted = await openPage(suite.browser, suite.server.url, DESKTOP);
    await granted.context.addInitScript(persistAnswer(true));
    await signInAs(granted.context, suite.server.url, 'counselor');
    await granted.page.goto('/admin/dashboard');
    await synced(granted.page);
    expect(await granted.page.getByText('Offline data may be cleared').count()).toBe(0);
    await granted.context.close();
  });

  it('wipes the saved figures on logout and when the session is found expired', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/dashboard');
    await lastUpdated(page).waitFor();
    // The dashboard's answer, and the analytics one, the owner pickers' staff, the templates, the fairs and the bell's
    // notices saved after sign-in.
    await expect.poll(async () => (await offlineStoreCounts(page, ['queries'])).queries).toBe(6);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/admin/login');
    // Polled: a request the logout cut short can send the page to the login once more while it is read.
    await expect.poll(() => offlineStoreCounts(page, ['queries'])).toEqual({ queries: 0 });

    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/dashboard');
    await lastUpdated(page).waitFor();
    await expect.poll(async () => (await offlineStoreCounts(page, ['queries'])).queries).toBe(6);
    await context.clearCookies(); // the server no longer knows this browser: the next request is a 401
    // (Not Analytics: its answer was saved after sign-in, so opening it asks the server nothing.)
    await page.getByRole('link', { name: 'Students', exact: true }).first().click();
    await page.waitForURL('**/admin/login');
    // Polled: a request the logout cut short can send the page to the login once more while it is read.
    await expect.poll(() => offlineStoreCounts(page, ['queries'])).toEqual({ queries: 0 });
    await context.close();
  });

  // Last: it stops the server.
  it('shows the saved dashboard on a phone with the server process stopped, saying it could not refresh', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    const summary = await apiGet<DashboardSummary>(context, suite.server.url, '/api/admin/dashboard');
    await page.goto('/admin/dashboard');
    await tile(page, 'Total Students').getByText(count(summary.totalStudents), { exact: true }).waitFor();
    // The dashboard's answer, the owner pickers' staff, the templates, the fairs and the bell's notices (a counselor
    // reads no analytics).
    await expect.poll(async () => (await offlineStoreCounts(page, ['queries'])).queries).toBe(5);
    await adminCodeCached(page, suite.server.url);

    await suite.server.stop();
    await page.reload();
    await tile(page, 'Total Students').getByText(count(summary.totalStudents), { exact: true }).waitFor();
    await page.getByText('Could not refresh: showing the figures saved on this device.').waitFor();
    await context.close();
  });
});
