import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StaffTask, StudentPage } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { outboxCount } from './support/crm';
import { controlledBy } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';
import { controlsOf, undersized } from './support/touch-targets';

const synced = (page: Page) => page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value an hour ago: the task is overdue, so the sidebar counts it. */
function anHourAgo(): string {
  const d = new Date(Date.now() - 60 * 60_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const myTasks = (page: Page, url: string) => apiGet<{ items: StaffTask[] }>(page.context(), url, '/api/admin/tasks?assignee=me').then((r) => r.items);

// A counselor's follow-ups (docs/PRODUCT.md §3.17): added on a student's page at the desk, ticked done on a phone with
// no network, and on the server once.
describe.skipIf(!hasBrowser)('staff tasks', () => {
  const suite = ownServerAndBrowser();
  const title = `Call back about the offer letter ${Date.now()}`;

  it("adds a follow-up from a student's page at 1280 px; My tasks shows it Overdue and the sidebar counts it", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'counselor');
    const student = (await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?limit=1')).items[0]!;
    await page.goto(`/admin/students/${student.id}`);
    const followUps = page.getByRole('region', { name: 'Follow-ups' });
    await followUps.getByRole('button', { name: 'Add follow-up' }).click();
    // Refused next to the field when empty.
    await followUps.getByRole('button', { name: 'Add task' }).click();
    await followUps.getByText('Enter what has to be done.').first().waitFor();
    await followUps.getByRole('textbox', { name: 'What to do' }).fill(title);
    await followUps.getByLabel('Due').fill(anHourAgo());
    await followUps.getByRole('combobox', { name: 'Priority' }).selectOption('high');
    await followUps.getByRole('button', { name: 'Add task' }).click();
    await followUps.getByRole('region', { name: 'Overdue' }).getByText(title).waitFor();
    await expect.poll(async () => (await myTasks(page, suite.server.url)).filter((t) => t.title === title).length).toBe(1);

    await page.goto('/admin/tasks');
    await page.getByRole('region', { name: 'Overdue' }).getByRole('checkbox', { name: `${title}: mark done` }).waitFor();
    await page.getByRole('link', { name: /^Tasks, \d+ due$/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('at 390 px: quick-adds a task in two taps and ticks the follow-up done offline; both reach the server once', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/dashboard');
    await controlledBy(page);
    await synced(page);
    await page.getByRole('region', { name: 'My tasks' }).getByText(title).waitFor();

    await context.setOffline(true);
    const quick = `Send the checklist ${Date.now()}`;
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Add Task' }).click(); // tap 1
    const what = page.getByRole('textbox', { name: 'What to do' });
    await expect.poll(() => what.evaluate((el) => el === document.activeElement)).toBe(true);
    await what.fill(quick);
    await page.getByRole('button', { name: 'Add task' }).click(); // tap 2
    await page.getByRole('listitem').filter({ hasText: quick }).getByText('Waiting to sync').waitFor();

    // The desk's follow-up, from the device's copy, ticked done with no network.
    await page.reload();
    const box = page.getByRole('checkbox', { name: `${title}: mark done` });
    await box.click();
    const done = page.getByRole('region', { name: 'Done' }).getByRole('listitem').filter({ hasText: title });
    await done.getByText('Waiting to sync').waitFor();
    expect(await outboxCount(page)).toBe(2);
    expect(await undersized((await controlsOf(page)).targets)).toEqual([]);

    await context.setOffline(false);
    await done.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
    const stored = await myTasks(page, suite.server.url);
    expect(stored.filter((t) => t.title === title)).toEqual([expect.objectContaining({ status: 'done', version: 2 })]);
    expect(stored.filter((t) => t.title === quick)).toEqual([expect.objectContaining({ status: 'open', version: 1 })]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
