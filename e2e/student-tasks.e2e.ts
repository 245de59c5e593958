import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// The demo portal login `student` belongs to Amina Hassan (db/seeds/portal-student.ts).
const DEMO = { username: 'student', password: 'mission-control', name: 'Amina Hassan' };
const TITLE = 'Send a photo of the signed offer letter';

async function portalSignIn(page: Page): Promise<void> {
  await page.goto('/student-portal');
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
}

// Tasks for the student (issue 14 item 4): a counselor adds one on the student's page, the student ticks it done in
// the portal, and the counselor sees it done by the student.
describe.skipIf(!hasBrowser)('student tasks', () => {
  const suite = ownServerAndBrowser();

  it('a counselor adds a task, the student ticks it done at 390 px, the counselor sees it', async (ctx) => {
    // The demo student's id is read from the server's database, which needs DATABASE_URL (CI sets it).
    if (!suite.server.db) ctx.skip();
    const account = await suite.server.db!.knex('portal_accounts').where({ username: DEMO.username }).first<{ student_id: string }>('student_id');
    const amina = { id: account.student_id };
    const staff = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(staff.context, suite.server.url, 'counselor');

    // The counselor's side: the form refuses an empty title next to the field, then adds the task.
    const { page } = staff;
    await page.goto(`/admin/students/${amina.id}`);
    await page.getByRole('heading', { name: DEMO.name, level: 1 }).waitFor();
    const card = page.getByRole('region', { name: 'Tasks' });
    await card.getByRole('button', { name: 'Add task' }).click();
    await card.getByText('Enter what the student has to do.').waitFor();
    await card.getByLabel('Task title').fill(TITLE);
    await card.getByLabel('Due date').fill('2026-12-01');
    await card.getByRole('button', { name: 'Add task' }).click();
    const staffBox = card.getByRole('checkbox', { name: TITLE });
    await staffBox.waitFor();
    expect(await staffBox.isChecked()).toBe(false);
    // The form empties once the save has its answer (just after the list shows the task).
    await expect.poll(() => card.getByLabel('Task title').inputValue()).toBe('');
    await page.getByRole('region', { name: 'Activity' }).getByText(`Task added: ${TITLE}`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The student's side, on a phone: the task is listed with a checkbox named by its title; ticked, it stays done.
    const phone = await openPage(suite.browser, suite.server.url, PHONE);
    await portalSignIn(phone.page);
    const tasks = phone.page.getByRole('region', { name: 'Upcoming Tasks' });
    const box = tasks.getByRole('checkbox', { name: TITLE });
    expect(await box.isChecked()).toBe(false);
    // Together, so a failed tick never leaves the wait for the answer rejecting on its own when the page closes.
    const [saved] = await Promise.all([
      phone.page.waitForResponse((r) => r.url().includes('/api/portal/tasks/') && r.request().method() === 'POST'),
      box.check(),
    ]);
    expect(saved.status()).toBe(204);
    expect(await box.isChecked()).toBe(true);
    await phone.page.getByRole('list', { name: 'Summary' }).getByText('2 of 6', { exact: true }).waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
    expect(await phone.page.getByRole('region', { name: 'Upcoming Tasks' }).getByRole('checkbox', { name: TITLE }).isChecked()).toBe(true);

    // The counselor sees it done, by the student, and the timeline says so.
    await page.reload();
    await page.getByRole('heading', { name: DEMO.name, level: 1 }).waitFor();
    await card.getByRole('checkbox', { name: TITLE, checked: true }).waitFor();
    expect(await card.getByText(/^Done by the student on /).isVisible()).toBe(true);
    await page.getByRole('region', { name: 'Activity' }).getByText(`${TITLE} marked done by the student`).waitFor();

    await Promise.all([staff.context.close(), phone.context.close()]);
  });
});
