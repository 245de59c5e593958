import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import knex, { type Knex } from 'knex';
import { SMTPServer } from 'smtp-server';
import { nextApplicationStatuses, type ApplicationStatus } from '@contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { createLogger } from '../src/logger';
import { createChannels } from '../src/notifications/channels';
import { createDeliveryWorker, type DeliveryWorker } from '../src/notifications/worker';
import { createOtherPortalStudent, OTHER_STUDENT, type OtherStudent } from './portal-fixtures';
import { inEveryScope } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

// Issue 30: the outbox end to end against a real SMTP server (smtp-server), checking what it receives.

type Mail = { to: string[]; raw: string; subject: string; messageId: string };

/** A real SMTP server on a loopback port that can be stopped and started again on the same port (an outage). */
function smtpServer() {
  const received: Mail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: /^Subject: (.*)$/im.exec(header)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: (.*)$/im.exec(header)?.[1]?.trim() ?? '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return { received, start, stop, get port() { return port; }, to: (address: string) => received.filter((m) => m.to.includes(address)) };
}

const somaliCatalogue = JSON.parse(readFileSync(new URL('../../web/src/i18n/catalogues/so.json', import.meta.url), 'utf8')) as Record<string, string>;

const smtp = smtpServer();
let api: TestApi;
let clock: Date | undefined;
let worker: DeliveryWorker;
let kwame: OtherStudent;
let counselorCookie: string;
let superCookie: string;
let leadEmail: string;
const KWAME = 'kwame.mensah@example.com';

async function staffWithEmail(db: Knex, role: string, email: string | null): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  await db('admin_users').insert({ id, username: `${role}-${id.slice(0, 8)}`, password_hash: 'x', full_name: `Test ${role}`, role, email, active: true });
  return { id, cookie: `${SESSION_COOKIES.admin}=${await createSession(db, 'admin', id)}` };
}

const newWorker = (db: Knex = api.db.knex, scheduled = false) =>
  createDeliveryWorker({ knex: db, channels: createChannels(api.config).channels, logger: createLogger(api.config), now: () => clock ?? new Date(), scheduled });

/** The message with its folded header lines joined. */
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');

const subjectsTo = (address: string) => smtp.to(address).map((m) => m.subject);

async function portalCookie(): Promise<string> {
  const res = await api.request('/api/portal/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: api.url }, body: JSON.stringify({ username: OTHER_STUDENT.username, password: OTHER_STUDENT.password }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function addDocument(studentId: string, type = 'passport'): Promise<string> {
  const [row] = await api.db.knex('documents')
    .insert({ student_id: studentId, type, file_name: `${type}.pdf`, size: 10, content_type: 'application/pdf', sha256: 'x', storage_key: `k/${randomUUID()}` })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

beforeAll(async () => {
  await smtp.start();
  api = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://mc.example' } });
  kwame = await createOtherPortalStudent(api.db.knex);
  counselorCookie = (await staffWithEmail(api.db.knex, 'counselor', 'counselor@example.com')).cookie;
  superCookie = (await staffWithEmail(api.db.knex, 'super_admin', null)).cookie;
  leadEmail = `lead-${randomUUID().slice(0, 6)}@example.com`;
  await staffWithEmail(api.db.knex, 'admissions_lead', leadEmail);
  worker = newWorker();
});

afterAll(async () => {
  await api?.close();
  await smtp.stop();
});

describe('the notification outbox', () => {
  beforeEach(async () => {
    // Kwame unassigned before each test (a test gives him to someone): in the counselor's row scope (issue 33).
    await inEveryScope(api.db.knex, [kwame.studentId]);
    clock = undefined;
  });

  it("sends each event's e-mail once, in the transaction of its change", async () => {
    // An enquiry: the acknowledgement to the student, the notice (and e-mail) to the admissions lead.
    const enquiry = { id: randomUUID(), name: 'Fatuma Said', email: 'fatuma@example.com', phone: '254712345678', message: 'Nursing, please.', consent: true };
    expect((await sendAs(api, 'POST', '/api/enquiries', undefined, enquiry)).status).toBe(201);
    expect((await sendAs(api, 'POST', '/api/enquiries', undefined, enquiry)).status).toBe(200); // a resend notifies no one again

    // A portal invitation: its link by e-mail.
    const invite = await sendAs(api, 'POST', `/api/admin/students/${kwame.studentId}/portal-invite`, counselorCookie, {});
    expect(invite.status).toBe(201);
    const { url } = (await invite.json()) as { url: string };

    // A document rejected with a reason, another verified.
    const rejected = await addDocument(kwame.studentId, 'passport');
    expect((await sendAs(api, 'PATCH', `/api/admin/documents/${rejected}`, counselorCookie, { status: 'rejected', reason: 'The scan is blurred.' })).status).toBe(200);
    const verified = await addDocument(kwame.studentId, 'transcript');
    expect((await sendAs(api, 'PATCH', `/api/admin/documents/${verified}`, counselorCookie, { status: 'verified' })).status).toBe(200);

    // An application's and a visa case's status moved.
    const application = await api.db.knex('applications').where({ id: kwame.applicationId }).first<{ version: number }>('version');
    expect((await sendAs(api, 'PATCH', `/api/admin/applications/${kwame.applicationId}`, counselorCookie, { status: 'conditional_offer', version: application.version })).status).toBe(200);
    const visa = await api.db.knex('visa_cases').where({ student_id: kwame.studentId }).first<{ id: string; version: number }>('id', 'version');
    const officer = await staffWithEmail(api.db.knex, 'visa_officer', null);
    expect((await sendAs(api, 'PATCH', `/api/admin/visa-cases/${visa.id}`, officer.cookie, { status: 'submitted', version: visa.version })).status).toBe(200);

    // A task added for the student.
    expect((await sendAs(api, 'POST', `/api/admin/students/${kwame.studentId}/tasks`, counselorCookie, { id: randomUUID(), title: 'Sign the offer letter', dueDate: '2027-01-10' })).status).toBe(201);

    // A lead given to a counselor by someone else.
    const grace = await staffWithEmail(api.db.knex, 'counselor', 'grace@example.com');
    const lead = await staffWithEmail(api.db.knex, 'admissions_lead', null);
    const student = await api.db.knex('students').where({ id: kwame.studentId }).first<{ version: number }>('version');
    expect((await sendAs(api, 'PATCH', `/api/admin/students/${kwame.studentId}`, lead.cookie, { assignedCounselor: grace.id, version: student.version })).status).toBe(200);

    // Nothing is sent until the worker runs; then everything, once, however often it runs.
    expect(smtp.received).toHaveLength(0);
    await worker.runOnce();
    await worker.runOnce();

    expect(subjectsTo('fatuma@example.com')).toEqual(['We received your enquiry']);
    expect(subjectsTo(leadEmail)).toEqual(['New enquiry from Fatuma Said']);
    expect(subjectsTo('grace@example.com')).toEqual([`New lead: ${OTHER_STUDENT.name}`]);
    expect(subjectsTo(KWAME).sort()).toEqual(
      [
        'Your student portal is ready',
        'Please upload your Passport again',
        'Your Transcript is verified',
        `Your application to ${OTHER_STUDENT.university}: Conditional Offer`,
        `Your ${OTHER_STUDENT.visaType}: Submitted`,
        'A new task: Sign the offer letter',
      ].sort(),
    );
    // The invitation carries its link (quoted-printable may wrap it) and no unsubscribe: it cannot be turned off.
    const invitation = smtp.to(KWAME).find((m) => m.subject === 'Your student portal is ready')!;
    expect(invitation.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=')).toContain(url);
    expect(invitation.raw).not.toMatch(/^List-Unsubscribe:/im);
    // The link is kept out of the in-app notice, and dropped from the row once the e-mail went.
    const notice = await api.db.knex('notifications').where({ event: 'portal.invited', recipient_id: kwame.studentId }).first<{ body: string; data: object }>('body', 'data');
    expect(notice.body).not.toContain('token=');
    expect(JSON.stringify(notice.data)).not.toContain('token=');
    // A rejection names its reason; a non-essential e-mail carries the one-click unsubscribe headers.
    const rejection = smtp.to(KWAME).find((m) => m.subject.startsWith('Please upload'))!;
    expect(rejection.raw).toContain('The scan is blurred.');
    expect(unfolded(rejection.raw)).toMatch(/^List-Unsubscribe:\s*<https:\/\/mc\.example\/unsubscribe\?/im);
    expect(unfolded(rejection.raw)).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im);
    // Every notice is in the app as well (the bell), one per event and recipient.
    const notices = await api.db.knex('notifications').where({ recipient_id: kwame.studentId }).count<{ count: string }[]>({ count: '*' });
    expect(Number(notices[0]!.count)).toBe(6);
  });

  it('sends a staff task as it comes due, and the 07:00 digest in the holder\'s time zone, once', async () => {
    const holder = await staffWithEmail(api.db.knex, 'counselor', 'holder@example.com');
    await api.db.knex('admin_users').where({ id: holder.id }).update({ time_zone: 'Africa/Nairobi' });
    clock = new Date('2026-12-01T04:30:00Z'); // 07:30 in Nairobi
    await api.db.knex('staff_tasks').insert([
      { id: randomUUID(), title: 'Call Fatuma back', assignee_id: holder.id, due_at: new Date('2026-12-01T04:20:00Z'), priority: 'high' },
      { id: randomUUID(), title: 'Chase the bank letter', assignee_id: holder.id, due_at: new Date('2026-11-28T09:00:00Z'), priority: 'medium' },
    ]);
    const scheduled = newWorker(api.db.knex, true);
    await scheduled.runOnce();
    await scheduled.runOnce();
    clock = undefined;
    expect(subjectsTo('holder@example.com').sort()).toEqual(['Due now: Call Fatuma back', 'Your day, 1 Dec 2026']);
    const digest = smtp.to('holder@example.com').find((m) => m.subject.startsWith('Your day'))!;
    expect(digest.raw).toContain('- Call Fatuma back');
    expect(digest.raw).toContain('- Chase the bank letter');
  });

  it('keeps an e-mail while the SMTP server is down and sends it once it is back; a dead letter can be retried', async () => {
    await smtp.stop();
    expect((await sendAs(api, 'POST', `/api/admin/students/${kwame.studentId}/tasks`, counselorCookie, { id: randomUUID(), title: 'Book the medical check', dueDate: '2027-01-20' })).status).toBe(201);
    const start = new Date(Date.now() + 1000);
    clock = start;
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    const failed = await api.db.knex('notification_deliveries').where({ channel: 'email', status: 'pending' }).first<{ id: string; attempts: number; last_error: string; next_attempt_at: Date }>('*');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toBeTruthy();
    expect(failed.next_attempt_at.getTime()).toBe(start.getTime() + 60_000);

    await smtp.start();
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0 }); // not due again yet
    clock = new Date(start.getTime() + 61_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    await worker.runOnce();
    expect(subjectsTo(KWAME).filter((s) => s === 'A new task: Book the medical check')).toHaveLength(1);

    // A day of failures: a dead letter, listed in Settings → Deliveries, sent again after "Retry".
    await smtp.stop();
    expect((await sendAs(api, 'POST', `/api/admin/students/${kwame.studentId}/tasks`, counselorCookie, { id: randomUUID(), title: 'Pay the deposit', dueDate: '2027-01-25' })).status).toBe(201);
    clock = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await worker.runOnce()).toMatchObject({ dead: 1 });
    const list = await api.request('/api/admin/notification-deliveries', { headers: { cookie: superCookie } });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { items: { id: string; title: string; status: string }[]; emailConfigured: boolean };
    expect(body.emailConfigured).toBe(true);
    const dead = body.items.find((d) => d.title === 'A new task: Pay the deposit')!;
    expect(dead.status).toBe('dead');
    expect((await api.request('/api/admin/notification-deliveries', { headers: { cookie: counselorCookie } })).status).toBe(403);
    await smtp.start();
    expect((await sendAs(api, 'POST', `/api/admin/notification-deliveries/${dead.id}/retry`, superCookie, {})).status).toBe(204);
    clock = undefined;
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(subjectsTo(KWAME).filter((s) => s === 'A new task: Pay the deposit')).toHaveLength(1);
  });

  it.skipIf(!process.env.DATABASE_URL)('sends one e-mail when two API processes run workers on one database', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await sendAs(api, 'POST', `/api/admin/students/${kwame.studentId}/tasks`, counselorCookie, { id: randomUUID(), title: `Parallel task ${i}`, dueDate: '2027-02-01' })).status).toBe(201);
    }
    const other = knex({ client: 'pg', connection: api.db.url!, pool: { min: 0, max: 2 } });
    try {
      const a = newWorker(api.db.knex);
      const b = newWorker(other);
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    } finally {
      await other.destroy();
    }
    const parallel = smtp.to(KWAME).filter((m) => m.subject.startsWith('A new task: Parallel task'));
    expect(parallel.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `A new task: Parallel task ${i}`));
    expect(new Set(parallel.map((m) => m.messageId)).size).toBe(6);
  });

  it('honours a student who turned off document e-mails: no e-mail, but the in-app notice; the unsubscribe link works too', async () => {
    const cookie = await portalCookie();
    const prefs = await api.request('/api/portal/notification-preferences', { headers: { cookie } });
    expect(await prefs.json()).toEqual({ email: { documents: true, applications: true, tasks: true, news: true }, push: { documents: true, applications: true, tasks: true, news: true } });
    const put = await api.request('/api/portal/notification-preferences', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: api.url },
      body: JSON.stringify({ email: { documents: false, applications: true, tasks: true, news: true }, push: { documents: true, applications: true, tasks: true, news: true } }),
    });
    expect(put.status).toBe(200);

    const before = smtp.to(KWAME).length;
    const doc = await addDocument(kwame.studentId, 'bank-statement');
    expect((await sendAs(api, 'PATCH', `/api/admin/documents/${doc}`, counselorCookie, { status: 'rejected', reason: 'Older than three months.' })).status).toBe(200);
    await worker.runOnce();
    expect(smtp.to(KWAME)).toHaveLength(before);
    const notice = await api.db.knex('notifications').where({ event: 'document.rejected', recipient_id: kwame.studentId }).whereRaw("body like '%Older than three months.%'").first<{ id: string }>('id');
    expect(notice).toBeTruthy();
    expect(await api.db.knex('notification_deliveries').where({ notification_id: notice.id, channel: 'email' })).toHaveLength(0);

    // The one-click link of a task e-mail (RFC 8058's POST) turns task e-mails off; a changed signature does nothing.
    const taskMail = smtp.to(KWAME).find((m) => m.subject.startsWith('A new task'))!;
    const link = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(unfolded(taskMail.raw))![1]!;
    const local = link.replace('https://mc.example', '');
    const forged = await api.request(local.replace(/s=[^&]+/, 's=AAAA'), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.status).toBe(400);
    const once = await api.request(local, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(once.status).toBe(200);
    const after = (await (await api.request('/api/portal/notification-preferences', { headers: { cookie } })).json()) as { email: Record<string, boolean> };
    expect(after.email).toEqual({ documents: false, applications: true, tasks: false, news: true });
  });

  it('lets marketing edit a system template, its variables checked at save, and sends the edited text', async () => {
    const marketing = await staffWithEmail(api.db.knex, 'marketing', null);
    const list = await api.request('/api/admin/notification-templates', { headers: { cookie: marketing.cookie } });
    const { items } = (await list.json()) as { items: { event: string; language: string; version: number }[] };
    expect(items.filter((t) => t.language === 'en')).toHaveLength(11);
    expect((await api.request('/api/admin/notification-templates', { headers: { cookie: counselorCookie } })).status).toBe(403);
    const path = '/api/admin/notification-templates/lead.assigned/en';
    const bad = await api.request(path, { method: 'PUT', headers: { cookie: marketing.cookie, 'content-type': 'application/json', origin: api.url }, body: JSON.stringify({ subject: 'Lead {{agency}}', body: 'x', version: 0 }) });
    expect(bad.status).toBe(400);
    const good = await api.request(path, { method: 'PUT', headers: { cookie: marketing.cookie, 'content-type': 'application/json', origin: api.url }, body: JSON.stringify({ subject: 'Yours now: {{studentName}}', body: 'Hi {{staffName}}, say hello to {{studentName}}.', version: 0 }) });
    expect(good.status).toBe(200);
    const stale = await api.request(path, { method: 'PUT', headers: { cookie: marketing.cookie, 'content-type': 'application/json', origin: api.url }, body: JSON.stringify({ subject: 'x', body: 'y', version: 0 }) });
    expect(stale.status).toBe(409);

    const owner = await staffWithEmail(api.db.knex, 'counselor', 'owner@example.com');
    const lead = await staffWithEmail(api.db.knex, 'admissions_lead', null);
    const student = await api.db.knex('students').where({ id: kwame.studentId }).first<{ version: number }>('version');
    expect((await sendAs(api, 'PATCH', `/api/admin/students/${kwame.studentId}`, lead.cookie, { assignedCounselor: owner.id, version: student.version })).status).toBe(200);
    await worker.runOnce();
    expect(subjectsTo('owner@example.com')).toEqual([`Yours now: ${OTHER_STUDENT.name}`]);
  });

  it("writes a date and our words in the language of the student's text: Somali where a Somali text is saved, English otherwise", async () => {
    const marketing = await staffWithEmail(api.db.knex, 'marketing', null);
    const save = (event: string, subject: string, body: string) =>
      api.request(`/api/admin/notification-templates/${event}/so`, {
        method: 'PUT',
        headers: { cookie: marketing.cookie, 'content-type': 'application/json', origin: api.url },
        body: JSON.stringify({ subject, body, version: 0 }),
      });
    expect((await save('student_task.added', 'Hawl cusub: {{task}}', 'Hawl: {{task}} ({{dueDate}})')).status).toBe(200);
    expect((await save('application.status_changed', 'Codsigaaga {{university}}: {{status}}', '{{status}}')).status).toBe(200);
    await api.db.knex('students').where({ id: kwame.studentId }).update({ preferred_language: 'so' });
    try {
      const added = async (title: string, dueDate: string) => {
        expect((await sendAs(api, 'POST', `/api/admin/students/${kwame.studentId}/tasks`, counselorCookie, { id: randomUUID(), title, dueDate })).status).toBe(201);
        return api.db.knex('notifications').where({ event: 'student_task.added', recipient_id: kwame.studentId }).whereRaw("data->>'task' = ?", [title]).first<{ body: string; language: string }>('body', 'language');
      };
      // The pages' Somali date: month name first, CLDR's order.
      expect(await added('Soo dir shahaadada', '2027-01-10')).toEqual({ body: 'Hawl: Soo dir shahaadada (Jan 10, 2027)', language: 'so' });

      // A status in the catalogue's Somali.
      const application = await api.db.knex('applications').where({ id: kwame.applicationId }).first<{ version: number; status: string }>('version', 'status');
      const next = nextApplicationStatuses(application.status as ApplicationStatus)[0]!;
      expect((await sendAs(api, 'PATCH', `/api/admin/applications/${kwame.applicationId}`, counselorCookie, { status: next, version: application.version })).status).toBe(200);
      const moved = await api.db.knex('notifications').where({ event: 'application.status_changed', recipient_id: kwame.studentId }).orderBy('created_at', 'desc').first<{ title: string; language: string }>('title', 'language');
      const somali = somaliCatalogue[`portal.track.application.status.${next}`];
      expect(moved).toEqual({ title: `Codsigaaga ${OTHER_STUDENT.university}: ${somali}`, language: 'so' });
    } finally {
      await api.db.knex('students').where({ id: kwame.studentId }).update({ preferred_language: 'en' });
    }
  });
});
