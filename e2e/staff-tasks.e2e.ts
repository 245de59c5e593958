import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StaffTask, StudentPage } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { outboxCount } from './support/crm';
import { adminCodeCached, controlledBy } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';
import { controlsOf, undersized } from './support/touch-targets';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const synced = (page: Page) => page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** A datetime-local value an hour ago: the task is overdue, so the sidebar counts it. */
const anHourAgo = () => localInput(new Date(Date.now() - 60 * 60_000));
/** Tomorrow at 09:00, device time: an upcoming task. */
const tomorrowMorning = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return localInput(d);
};
const myTasks = (page: Page, url: string) => apiGet<{ items: StaffTask[] }>(page.context(), url, '/api/admin/tasks?assignee=me').then((r) => r.items);

// A counselor's follow-ups (docs/PRODUCT.md §3.17): added on a student's page at the desk and edited there, ticked done
// on a phone with no network, and on the server once.
describe.skipIf(!hasBrowser)('staff tasks', () => {
  const suite = ownServerAndBrowser();
  const title = `Call back about the offer letter ${Date.now()}`;

  it("adds a follow-up from a student's page at 1280 px; My tasks shows it Overdue and the sidebar counts it; edited, it moves to Upcoming", async () => {
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

    // Edited in place: due tomorrow morning at low priority, it leaves Overdue for Upcoming, and the server has it.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: `Edit task: ${title}` });
    expect(await edit.getByRole('textbox', { name: 'What to do' }).inputValue()).toBe(title);
    await edit.getByLabel('Due').fill(tomorrowMorning());
    await edit.getByRole('combobox', { name: 'Priority' }).selectOption('low');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Save task' }).click();
    await page.getByRole('region', { name: 'Upcoming' }).getByRole('checkbox', { name: `${title}: mark done` }).waitFor();
    await expect.poll(async () => (await myTasks(page, suite.server.url)).find((t) => t.title === title)).toMatchObject({ priority: 'low', version: 2 });

    // A task added on My tasks can be about a student too, picked from the device's copy.
    const about = `Ask about the bank statement ${Date.now()}`;
    await page.getByRole('button', { name: 'Add task' }).click();
    const form = page.getByRole('form', { name: 'New task' });
    await form.getByRole('textbox', { name: 'What to do' }).fill(about);
    await form.getByRole('searchbox', { name: 'Find the student' }).fill(student.personalInfo.name);
    await form.getByRole('combobox', { name: 'Student' }).selectOption({ label: student.personalInfo.name });
    await form.getByRole('button', { name: 'Add task' }).click();
    await page.getByRole('listitem').filter({ hasText: about }).getByRole('link', { name: student.personalInfo.name }).waitFor();
    await expect.poll(async () => (await myTasks(page, suite.server.url)).find((t) => t.title === about)?.studentId).toBe(student.id);
    await context.close();
  });

  it('at 390 px: quick-adds a task in two taps and ticks the follow-up done offline; both reach the server once', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/dashboard');
    await controlledBy(page);
    await synced(page);
    await page.getByRole('region', { name: 'My tasks' }).getByText(title).waitFor();
    // The task form is a screen this page has not opened: its code must be on the device first.
    await adminCodeCached(page, suite.server.url);

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
    expect(stored.filter((t) => t.title === title)).toEqual([expect.objectContaining({ status: 'done', version: 3 })]);
    expect(stored.filter((t) => t.title === quick)).toEqual([expect.objectContaining({ status: 'open', version: 1 })]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
