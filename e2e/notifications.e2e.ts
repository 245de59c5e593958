import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const DEMO = { username: 'student', password: 'mission-control', name: 'Amina Hassan' };
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);

/** A notice as the outbox writes it (issue 30): the tests put it there, the bell shows it. */
async function notice(knex: Knex, recipient: { type: 'student' | 'staff'; id: string }, fields: { title: string; body: string; link: string }): Promise<string> {
  const id = randomUUID();
  await knex('notifications').insert({
    id,
    event: 'test.notice',
    event_key: `journey:${id}`,
    recipient_type: recipient.type,
    recipient_id: recipient.id,
    ...fields,
  });
  return id;
}

// The notification centre (issue 30 item 4): the bell in the student's portal on a phone and in Mission Control on a
// desktop, and the push offer that appears only after a first useful moment (item 3).
describe.skipIf(!hasBrowser)('notifications', () => {
  const suite = ownServerAndBrowser();

  it("a student's rejected passport shows as one unread notice at 390 px; reading it clears the count", async () => {
    const knex = suite.server.db!.knex;
    const account = await knex('portal_accounts').where({ username: DEMO.username }).first<{ student_id: string }>('student_id');
    const id = await notice(knex, { type: 'student', id: account.student_id }, {
      title: 'Passport rejected',
      body: 'Passport rejected: the scan is blurred. Upload a sharper photo of the photo page.',
      link: '/student-portal#portal-documents',
    });

    const { page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/student-portal');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();

    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    // Never on page load: the push offer waits for a first useful moment.
    expect(await page.getByRole('region', { name: 'Get notified on this device?' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByText('Passport rejected: the scan is blurred.', { exact: false }).waitFor();
    expect(await list.getByRole('button', { name: /^Unread: Passport rejected/ }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await list.getByRole('button', { name: /Passport rejected/ }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe('#portal-documents');
    await expect.poll(async () => (await knex('notifications').where({ id }).first<{ read_at: Date | null }>('read_at'))?.read_at).not.toBeNull();

    // Opened again, it is there, read; a reload agrees with the server.
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /^Passport rejected/ }).waitFor();
    await page.keyboard.press('Escape');

    // A first useful moment: the document is uploaded, and only then is the push offer made. "Not now" closes it.
    await page.getByLabel('Upload bank statement', { exact: true }).setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF });
    const offer = page.getByRole('region', { name: 'Get notified on this device?' });
    await offer.waitFor();
    expect(await offer.getByRole('button', { name: 'Turn on notifications' }).isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
    expect(await offer.count()).toBe(0);
  });

  it("a counselor's bell at 1280 px lists their notices newest first, opens one, and marks all as read", async () => {
    const knex = suite.server.db!.knex;
    const counselor = await knex('admin_users').where({ username: 'counselor' }).first<{ id: string }>('id');
    const student = await knex('students').orderBy('created_at').first<{ id: string }>('id');
    await notice(knex, { type: 'staff', id: counselor.id }, { title: 'Task due: call the embassy', body: 'Due today at 15:00.', link: '/admin/tasks' });
    await knex.raw('select pg_sleep(0.01)');
    await notice(knex, { type: 'staff', id: counselor.id }, { title: 'New lead assigned to you', body: 'A new enquiry from Nairobi.', link: `/admin/students/${student.id}` });

    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const titles = list.getByRole('listitem');
    await titles.first().waitFor();
    expect(await titles.allInnerTexts()).toEqual([expect.stringContaining('New lead assigned to you'), expect.stringContaining('Task due: call the embassy')]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await list.getByRole('button', { name: /New lead assigned to you/ }).click();
    await page.waitForURL(`**/admin/students/${student.id}`);
    await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await list.getByRole('button', { name: 'Mark all as read' }).click();
    await header.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await list.getByRole('button', { name: /^Unread:/ }).count()).toBe(0);
  });
});
