import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntrySchema, ADMIN_ROLES, can, studentMessageSchema } from '@contract';
import { cookieFor, inEveryScope, getAs } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

// The log of a message sent from a template on a student's page (docs/PRODUCT.md §3.19).

let api: TestApi;
let counselor: string;
let amina: string;
let templateId: string;
beforeAll(async () => {
  api = await startTestApi();
  const account = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
  amina = account.student_id;
  // The students it works on are unassigned, in every counselor's and visa officer's row scope (issue 33).
  await inEveryScope(api.db.knex, [amina]);
  counselor = await cookieFor(api.db.knex, 'counselor');
  const template = await api.db.knex('message_templates').where({ language: 'en', channel: 'whatsapp' }).first<{ id: string }>('id');
  templateId = template.id;
});
afterAll(() => api.close());

const path = (studentId: string) => `/api/admin/students/${studentId}/messages`;
const message = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  channel: 'whatsapp',
  templateId,
  body: 'Hi Amina, this is Test counselor. A reminder that your application is due on 1 Dec 2026.',
  recipient: '252612345678',
  ...fields,
});

async function timeline(studentId: string, cookie = counselor) {
  const res = await getAs(api, `/api/admin/students/${studentId}/activity?limit=50`, cookie);
  expect(res.status).toBe(200);
  return activityEntrySchema.array().parse(((await res.json()) as { items: unknown }).items);
}

describe('POST /api/admin/students/:id/messages', () => {
  it('keeps the access rules: the roles that send messages (messages:send)', async () => {
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: path(amina), valid: message(), invalid: message({ body: '' }) },
      'messages:send',
      () => countRows(api.db.knex, 'student_messages'),
    );
    expect(ADMIN_ROLES.filter((r) => can(r, 'messages:send'))).toEqual(['super_admin', 'admissions_lead', 'counselor']);
  });

  it('logs once for the same id (201, then 200): on the timeline as "WhatsApp sent by <name>: <template>", audited', async () => {
    const body = message();
    const first = await sendAs(api, 'POST', path(amina), counselor, body);
    expect(first.status).toBe(201);
    const logged = studentMessageSchema.parse(await first.json());
    expect(logged).toMatchObject({
      id: body.id,
      studentId: amina,
      channel: 'whatsapp',
      templateId,
      templateName: 'Deadline reminder',
      language: 'en',
      subject: null,
      body: body.body,
      recipient: '252612345678',
      sentByName: 'Test counselor',
    });

    // The outbox sending again after a lost answer: one log, one timeline entry, one audit entry.
    const again = await sendAs(api, 'POST', path(amina), counselor, body);
    expect(again.status).toBe(200);
    expect(studentMessageSchema.parse(await again.json())).toEqual(logged);
    expect(await countRows(api.db.knex, 'student_messages', { id: body.id })).toBe(1);

    const entries = (await timeline(amina)).filter((e) => e.action === 'message_sent');
    expect(entries[0]).toMatchObject({
      title: 'WhatsApp sent by Test counselor: Deadline reminder',
      actorName: 'Test counselor',
      entity: 'student',
      entityId: amina,
    });
    // The timeline says what and who, never the text: that stays in the log and its audit entry.
    expect(JSON.stringify(entries[0])).not.toContain('A reminder that');
    expect(await countRows(api.db.knex, 'activity_log', { entity: 'student', action: 'message_sent', entity_id: amina })).toBe(entries.length);
    const audit = await auditOf(api.db.knex, 'student_message', body.id);
    expect(audit.map((a) => a.action)).toEqual(['created']);
    expect(audit[0]!.after).toMatchObject({ body: body.body, templateName: 'Deadline reminder' });

    // A support officer reads the timeline too (no notes needed: it carries no text).
    const support = await cookieFor(api.db.knex, 'support');
    expect((await timeline(amina, support)).some((e) => e.title === 'WhatsApp sent by Test counselor: Deadline reminder')).toBe(true);
  });

  it('logs an e-mail with its subject, and a message written without a template', async () => {
    const email = studentMessageSchema.parse(
      await (await sendAs(api, 'POST', path(amina), counselor, message({ channel: 'email', subject: 'Your offer', recipient: 'amina@example.com', templateId: null }))).json(),
    );
    expect(email).toMatchObject({ channel: 'email', subject: 'Your offer', templateId: null, templateName: null, recipient: 'amina@example.com' });
    const sms = await sendAs(api, 'POST', path(amina), counselor, message({ channel: 'sms', subject: 'ignored' }));
    expect(studentMessageSchema.parse(await sms.json()).subject).toBeNull();
    expect((await timeline(amina)).map((e) => e.title)).toEqual(
      expect.arrayContaining(['E-mail sent by Test counselor: a message of their own', 'SMS sent by Test counselor: Deadline reminder']),
    );
  });

  it('answers bad input in words next to the field; an unknown template 422, an unknown student 404, a reused id 409', async () => {
    const badNumber = await sendAs(api, 'POST', path(amina), counselor, message({ recipient: '+252 61 234' }));
    expect(badNumber.status).toBe(400);
    expect((await errorOf(badNumber)).details).toEqual([{ field: 'recipient', message: 'Give the number it was sent to, in international digits (2547…).' }]);
    const badMail = await sendAs(api, 'POST', path(amina), counselor, message({ channel: 'email', recipient: '252612345678' }));
    expect((await errorOf(badMail)).details).toEqual([{ field: 'recipient', message: 'Give the e-mail address it was sent to.' }]);
    const bad = await sendAs(api, 'POST', path(amina), counselor, { id: 'x', channel: 'pigeon', body: '' });
    expect(bad.status).toBe(400);
    expect(((await errorOf(bad)).details as { field: string }[]).map((d) => d.field)).toEqual(['id', 'channel', 'body', 'recipient']);

    const gone = await sendAs(api, 'POST', path(amina), counselor, message({ templateId: randomUUID() }));
    expect(gone.status).toBe(422);
    expect((await errorOf(gone)).message).toBe('That template no longer exists. Choose another one.');
    expect((await sendAs(api, 'POST', path(randomUUID()), counselor, message())).status).toBe(404);
    expect((await sendAs(api, 'POST', path('nope'), counselor, message())).status).toBe(404);

    const body = message();
    expect((await sendAs(api, 'POST', path(amina), counselor, body)).status).toBe(201);
    // Another student in the counselor's row scope (an unassigned one): outside it, the answer would be a 404.
    const other = await api.db.knex('students').whereNot({ id: amina }).whereNull('deleted_at').whereNull('assigned_counselor').first<{ id: string }>('id');
    const reused = await sendAs(api, 'POST', path(other.id), counselor, body);
    expect(reused.status).toBe(409);
    expect(await countRows(api.db.knex, 'student_messages', { student_id: other.id })).toBe(0);
  });
});
