import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, messageTemplateSchema, type MessageTemplate } from '@contract';
import { cookieFor, getAs } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

// Message templates (docs/PRODUCT.md §3.19, docs/SECURITY.md): written with templates:write, read by the roles that
// send messages too.

let api: TestApi;
let marketing: string;
beforeAll(async () => {
  api = await startTestApi();
  marketing = await cookieFor(api.db.knex, 'marketing');
});
afterAll(() => api.close());

const PATH = '/api/admin/templates';

const draft = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Offer follow-up',
  channel: 'whatsapp',
  language: 'en',
  body: 'Hi {{firstName}}, did you read the offer from {{ university }}? {{counselorName}}',
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<MessageTemplate> {
  const res = await sendAs(api, 'POST', PATH, marketing, draft(fields));
  expect(res.status, await res.clone().text()).toBe(201);
  return messageTemplateSchema.parse(await res.json());
}

async function list(query = '', cookie = marketing): Promise<MessageTemplate[]> {
  const res = await getAs(api, `${PATH}${query}`, cookie);
  expect(res.status).toBe(200);
  return messageTemplateSchema.array().parse(((await res.json()) as { items: unknown }).items);
}

const fieldsOf = async (res: Response) => ((await errorOf(res)).details as { field: string; message: string }[]).map((d) => [d.field, d.message]);

describe('the message templates API', () => {
  it('lets the senders and the template writers read, and nobody else', async () => {
    expect((await getAs(api, PATH, undefined)).status).toBe(401);
    for (const role of ADMIN_ROLES) {
      const res = await getAs(api, PATH, await cookieFor(api.db.knex, role));
      const allowed = can(role, 'messages:send') || can(role, 'templates:write');
      expect(res.status, role).toBe(allowed ? 200 : 403);
      if (res.ok) expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps the write rules: templates:write only (marketing, admissions lead, super admin)', async () => {
    await expectWriteAccessRules(api, { method: 'POST', path: PATH, valid: draft(), invalid: draft({ body: '' }) }, 'templates:write', () => countRows(api.db.knex, 'message_templates'));
    expect(can('counselor', 'templates:write')).toBe(false);
    expect(can('marketing', 'templates:write')).toBe(true);
  });

  it('lists the seeded demo templates, Somali and Arabic ones included', async () => {
    const seeded = await list();
    expect(seeded.map((t) => t.language)).toEqual(expect.arrayContaining(['en', 'so', 'ar']));
    expect(seeded.find((t) => t.language === 'ar')?.body).toContain('{{firstName}}');
  });

  it('creates once for the same id (201, then 200), audited', async () => {
    const body = draft({ name: '  Offer follow-up  ' });
    const first = await sendAs(api, 'POST', PATH, marketing, body);
    expect(first.status).toBe(201);
    const template = messageTemplateSchema.parse(await first.json());
    expect(template).toMatchObject({ id: body.id, name: 'Offer follow-up', channel: 'whatsapp', language: 'en', subject: null, archived: false, version: 1 });
    const again = await sendAs(api, 'POST', PATH, marketing, body);
    expect(again.status).toBe(200);
    expect(messageTemplateSchema.parse(await again.json())).toEqual(template);
    expect(await countRows(api.db.knex, 'message_templates', { id: body.id })).toBe(1);
    const audit = await auditOf(api.db.knex, 'message_template', body.id);
    expect(audit.map((a) => a.action)).toEqual(['created']);
    expect(audit[0]!.after).toMatchObject({ name: 'Offer follow-up' });
  });

  it('refuses unknown variables and unpaired braces at save, naming them next to the field', async () => {
    const unknown = await sendAs(api, 'POST', PATH, marketing, draft({ body: 'Hi {{first_name}} from {{agency}}' }));
    expect(unknown.status).toBe(400);
    const [[field, message]] = (await fieldsOf(unknown)) as [[string, string]];
    expect(field).toBe('body');
    expect(message).toContain('{{first_name}}, {{agency}} are not variables');
    expect(message).toContain('{{firstName}}');

    const unpaired = await sendAs(api, 'POST', PATH, marketing, draft({ body: 'Hi {{firstName}' }));
    expect(await fieldsOf(unpaired)).toEqual([['body', expect.stringContaining('{{ is not a variable')]]);

    const badSubject = await sendAs(api, 'POST', PATH, marketing, draft({ channel: 'email', subject: 'Your {{offer}}' }));
    expect(await fieldsOf(badSubject)).toEqual([['subject', expect.stringContaining('{{offer}} is not a variable')]]);
  });

  it('needs a subject for an e-mail and none for WhatsApp or SMS; answers each bad field in words', async () => {
    expect(await fieldsOf(await sendAs(api, 'POST', PATH, marketing, draft({ channel: 'email' })))).toEqual([['subject', 'Write the e-mail subject.']]);
    expect(await fieldsOf(await sendAs(api, 'POST', PATH, marketing, draft({ channel: 'sms', subject: 'Hello' })))).toEqual([
      ['subject', 'Only an e-mail has a subject: leave it empty for WhatsApp and SMS.'],
    ]);
    const bad = await sendAs(api, 'POST', PATH, marketing, { id: randomUUID(), name: '', channel: 'telegram', language: 'de', body: ' ' });
    expect(bad.status).toBe(400);
    expect(Object.fromEntries(await fieldsOf(bad))).toEqual({
      name: 'Name the template.',
      channel: 'Choose WhatsApp, SMS or e-mail.',
      language: 'Choose the language the template is written in.',
      body: 'Write the message.',
    });
    const email = await create({ channel: 'email', language: 'fr', subject: 'Votre offre de {{university}}', body: 'Bonjour {{firstName}}' });
    expect(email).toMatchObject({ channel: 'email', language: 'fr', subject: 'Votre offre de {{university}}' });
  });

  it('edits at the version seen (409 with the current template otherwise), re-checks the subject rule, audited', async () => {
    const template = await create();
    const path = `${PATH}/${template.id}`;
    const edited = await sendAs(api, 'PATCH', path, marketing, { version: 1, body: 'Salaam {{firstName}}', language: 'so', name: 'Offer follow-up (Somali)' });
    expect(edited.status).toBe(200);
    expect(messageTemplateSchema.parse(await edited.json())).toMatchObject({ version: 2, language: 'so', body: 'Salaam {{firstName}}' });

    const stale = await sendAs(api, 'PATCH', path, marketing, { version: 1, name: 'Mine' });
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error.message).toContain('Someone else changed this template');
    expect((error.details as { current: MessageTemplate }).current).toMatchObject({ version: 2, name: 'Offer follow-up (Somali)' });

    const noSubject = await sendAs(api, 'PATCH', path, marketing, { version: 2, channel: 'email' });
    expect(noSubject.status).toBe(400);
    expect(await fieldsOf(noSubject)).toEqual([['subject', 'Write the e-mail subject.']]);
    expect((await sendAs(api, 'PATCH', path, marketing, { version: 2, body: '{{nope}}' })).status).toBe(400);
    expect((await sendAs(api, 'PATCH', path, marketing, { version: 2, id: randomUUID() })).status).toBe(400);
    expect((await sendAs(api, 'PATCH', `${PATH}/${randomUUID()}`, marketing, { version: 1, name: 'x' })).status).toBe(404);
    expect((await sendAs(api, 'PATCH', `${PATH}/not-an-id`, marketing, { version: 1, name: 'x' })).status).toBe(404);
    const counselor = await cookieFor(api.db.knex, 'counselor');
    expect((await sendAs(api, 'PATCH', path, counselor, { version: 2, name: 'x' })).status).toBe(403);

    expect((await auditOf(api.db.knex, 'message_template', template.id)).map((a) => a.action)).toEqual(['created', 'updated']);
  });

  it('archives: off the list the senders see, kept for the editors, restored again', async () => {
    const template = await create({ name: 'Old intake reminder' });
    const archived = await sendAs(api, 'PATCH', `${PATH}/${template.id}`, marketing, { version: 1, archived: true });
    expect(messageTemplateSchema.parse(await archived.json())).toMatchObject({ archived: true, version: 2 });
    const counselor = await cookieFor(api.db.knex, 'counselor');
    expect((await list('', counselor)).some((t) => t.id === template.id)).toBe(false);
    expect((await list('?archived=true')).some((t) => t.id === template.id)).toBe(true);
    expect((await list('?channel=sms')).every((t) => t.channel === 'sms')).toBe(true);
    expect((await getAs(api, `${PATH}?channel=fax`, marketing)).status).toBe(400);

    const one = await getAs(api, `${PATH}/${template.id}`, counselor);
    expect(messageTemplateSchema.parse(await one.json())).toMatchObject({ archived: true });
    const [audit] = (await auditOf(api.db.knex, 'message_template', template.id)).slice(-1);
    expect(audit!.changes).toEqual({ archived: { from: false, to: true } });
  });
});
