import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { emailSender } from '../src/notifications/email';
import { readPreferences } from '../src/notifications/preferences';
import type { DeliveryRow, NotificationRow } from '../src/notifications/types';
import { unsubscribeUrl } from '../src/notifications/unsubscribe';
import { startTestApi, type TestApi } from './test-api';

// Issue 29: the unsubscribe page an e-mail links to speaks its recipient's language (a student's preferred language,
// staff English), from the catalogues; the signed link is the same as before, so links already sent still work.

let api: TestApi;

async function student(preferredLanguage: string): Promise<string> {
  const id = randomUUID();
  await api.db.knex('students').insert({
    id,
    personal_info: { name: `Test ${preferredLanguage}`, email: `${id.slice(0, 8)}@example.com`, country: 'Somalia' },
    stage: 'application_in_progress',
    priority: 'medium',
    preferred_language: preferredLanguage,
  });
  return id;
}

/** The link as an e-mail carries it, without its host. */
const linkFor = async (type: 'student' | 'staff', id: string, category: 'tasks' | 'news' = 'tasks') =>
  (await unsubscribeUrl(api.db.knex, 'https://mc.example', { type, id }, category)).replace('https://mc.example', '');

beforeAll(async () => {
  api = await startTestApi({ env: { PUBLIC_URL: 'https://mc.example' } });
});

afterAll(async () => {
  await api?.close();
});

describe('the unsubscribe page in the recipient’s language', () => {
  it('asks and answers a Somali student in Somali, and turns the category off', async () => {
    const id = await student('so');
    const link = await linkFor('student', id);
    expect(link).toMatch(/^\/unsubscribe\?r=student%3A[0-9a-f-]{36}&c=tasks&s=[\w-]+$/);

    const asked = await api.request(link);
    expect(asked.status).toBe(200);
    const form = await asked.text();
    expect(form).toContain('<html lang="so" dir="ltr">');
    expect(form).toContain('<h1>Jooji e-mailadan</h1>');
    expect(form).toContain('Ma joojinaysaa e-mailadan (Hawlaha iyo xasuusinta)?');
    expect(form).toContain('<button type="submit">Jooji</button>');
    expect(form).not.toContain('Unsubscribe');
    expect((await readPreferences(api.db.knex, { type: 'student', id })).email.tasks).toBe(true);

    const done = await api.request(link, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    const page = await done.text();
    expect(page).toContain('<h1>Waad joojisay</h1>');
    expect(page).toContain('Mar dambe e-mailadan ma heli doontid.');
    expect((await readPreferences(api.db.knex, { type: 'student', id })).email).toEqual({ documents: true, applications: true, tasks: false, news: true });
  });

  it('writes Arabic right to left', async () => {
    const link = await linkFor('student', await student('ar'), 'news');
    const form = await (await api.request(link)).text();
    expect(form).toContain('<html lang="ar" dir="rtl">');
    expect(form).toContain('<title>إلغاء الاشتراك</title>');
    const done = await (await api.request(link, { method: 'POST' })).text();
    expect(done).toContain('<h1>تم إلغاء اشتراكك</h1>');
  });

  it('keeps staff and English-speaking students in English', async () => {
    const english = await (await api.request(await linkFor('student', await student('en')))).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<h1>Unsubscribe</h1>');
    expect(english).toContain('Stop these e-mails (Tasks and reminders)? Messages you must get, like an invitation, still come.');

    const staffId = randomUUID();
    await api.db.knex('admin_users').insert({ id: staffId, username: `staff-${staffId.slice(0, 8)}`, password_hash: 'x', full_name: 'Test staff', role: 'counselor', active: true });
    const staff = await api.request(await linkFor('staff', staffId), { method: 'POST', headers: { cookie: 'lang=fr' } });
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('<h1>You are unsubscribed</h1>');
  });

  it('refuses a changed link in the lang cookie’s language, else in English', async () => {
    const link = await linkFor('student', await student('sw'));
    const forged = link.replace(/s=[^&]+/, 's=AAAA');
    const french = await api.request(forged, { headers: { cookie: 'lang=fr' } });
    expect(french.status).toBe(400);
    expect(await french.text()).toContain('<h1>Ce lien ne fonctionne pas</h1>');
    const english = await api.request(forged, { method: 'POST' });
    expect(english.status).toBe(400);
    expect(await english.text()).toContain('<h1>This link does not work</h1>');
  });

  it('writes the words around a Somali student’s e-mail in Somali, its unsubscribe link unchanged', async () => {
    const id = await student('so');
    const sent: SendMailOptions[] = [];
    const send = emailSender(api.config, { send: async (message) => void sent.push(message), configured: true, close: () => undefined });
    const notification = {
      id: randomUUID(),
      event: 'student_task.added',
      recipient_type: 'student',
      recipient_id: id,
      language: 'so',
      link: '/student-portal',
      data: { firstName: 'Test', task: 'Send your transcript', dueDate: '2026-12-10' },
    } as unknown as NotificationRow;
    expect(await send({ id: randomUUID() } as DeliveryRow, notification, api.db.knex)).toBe('sent');
    const [mail] = sent;
    expect(mail!.html).toContain('<html lang="so" dir="ltr">');
    expect(mail!.html).toContain('Waxaad tan u heshay sababtoo ah dejinta ogeysiisyadaada.');
    expect(mail!.text).toContain('Fur Bogga Ardayga: https://mc.example/student-portal');
    expect(mail!.text).toContain(`Jooji e-mailadan: https://mc.example${await linkFor('student', id)}`);
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<https://mc.example${await linkFor('student', id)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
