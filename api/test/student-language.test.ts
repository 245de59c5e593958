// The student's language (issue 29 items 4 and 6): an enquiry's lead starts in the language it was sent in, its
// refusals read in that language, staff keep the language on the record (as the write table allows), and the portal's
// answer carries it so the portal opens in it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, errorBodySchema, mayWrite, portalDashboardSchema, studentDetailSchema, type AdminRole } from '@contract';
import { VALIDATION_SW } from '@contract/i18n/validation.sw';
import { VALIDATION_EN } from '@contract/i18n/validation.en';
import { cookieFor, getAs, inEveryScope } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
const cookies = {} as Record<AdminRole, string>;
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ADMIN_ROLES) cookies[role] = await cookieFor(api.db.knex, role);
});
afterAll(() => api.close());
beforeEach(() => api.db.knex('rate_limits').where('bucket', 'like', 'enquiry:%').delete());

const enquiry = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Neema Mwangi',
  phone: `+254 7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  consent: true,
  ...fields,
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  api.request('/api/enquiries', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const leadOf = async (enquiryId: string) => {
  const row = await api.db.knex('enquiries').where({ id: enquiryId }).first('student_id', 'language');
  const student = await api.db.knex('students').where({ id: row.student_id }).first('id', 'preferred_language');
  return { enquiryLanguage: row.language as string, studentId: student.id as string, preferredLanguage: student.preferred_language as string };
};

describe('an enquiry in a language', () => {
  it("creates a lead with the form's language, and the student detail answer says it", async () => {
    const body = enquiry({ language: 'sw' });
    expect((await post(body)).status).toBe(201);
    const lead = await leadOf(body.id);
    expect(lead).toMatchObject({ enquiryLanguage: 'sw', preferredLanguage: 'sw' });
    const detail = studentDetailSchema.parse(await (await getAs(api, `/api/admin/students/${lead.studentId}`, cookies.counselor)).json());
    expect(detail.student.preferredLanguage).toBe('sw');
  });

  it('takes the lang cookie when the form sends no language, and English when nothing says one', async () => {
    const fromCookie = enquiry();
    expect((await post(fromCookie, { cookie: 'lang=sw' })).status).toBe(201);
    expect((await leadOf(fromCookie.id)).preferredLanguage).toBe('sw');
    const fromBrowser = enquiry();
    expect((await post(fromBrowser, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).status).toBe(201);
    expect((await leadOf(fromBrowser.id)).preferredLanguage).toBe('fr');
    const plain = enquiry();
    expect((await post(plain)).status).toBe(201);
    expect((await leadOf(plain.id)).preferredLanguage).toBe('en');
  });

  it('refuses a language the site does not have', async () => {
    const res = await post(enquiry({ language: 'de' }));
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.details).toEqual([{ field: 'language', message: expect.any(String) }]);
  });

  it('answers an invalid enquiry in Swahili for Accept-Language sw, and in English without it', async () => {
    const bad = { id: randomUUID(), name: '', phone: '12', consent: false };
    const sw = errorBodySchema.parse(await (await post(bad, { 'accept-language': 'sw-KE,sw;q=0.9' })).json()).error;
    expect(sw.message).toBe(VALIDATION_SW.name);
    expect(sw.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: VALIDATION_SW.name },
        { field: 'phone', message: VALIDATION_SW.phone },
        { field: 'consent', message: VALIDATION_SW.consent },
      ]),
    );
    const en = errorBodySchema.parse(await (await post(bad)).json()).error;
    expect(en.details).toEqual(expect.arrayContaining([{ field: 'name', message: VALIDATION_EN.name }]));
  });

  it('answers the no-JavaScript form in its language (hidden field or /sw/ path), and keeps the language on the lead', async () => {
    const form = (fields: Record<string, string>, path = '/sw/enquire') =>
      api.request(path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await form({ name: 'Neema', phone: '', email: '', language: 'sw' }, '/enquire');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(VALIDATION_SW.contact);
    expect((await form({ name: 'Neema', phone: '', email: '' })).status).toBe(400);
    const sent = await form({ name: 'Neema Mwangi', phone: '+254 711 222 555', consent: 'on' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/sw/enquire?sent=1');
    const row = await api.db.knex('enquiries as e').join('students as s', 's.id', 'e.student_id').where('s.personal_info', '@>', JSON.stringify({ phone: '+254 711 222 555' })).first('e.language', 's.preferred_language');
    expect(row).toEqual({ language: 'sw', preferred_language: 'sw' });
  });

  it('leaves Mission Control English whatever the browser asks', async () => {
    const res = await sendAs(api, 'POST', '/api/admin/students', cookies.counselor, { name: '' });
    const error = errorBodySchema.parse(await res.json()).error;
    expect(res.status).toBe(400);
    expect(error.message).not.toBe(VALIDATION_SW.name);
  });
});

describe("staff keep the student's language", () => {
  const newStudent = async () => {
    const res = await sendAs(api, 'POST', '/api/admin/students', cookies.super_admin, { name: 'Language Student', phone: '+254 733 000 999' });
    expect(res.status).toBe(201);
    const student = (await res.json()) as { id: string; version: number; preferredLanguage: string };
    // In every counselor's and visa officer's row scope (issue 33): this is about each role's permission.
    await inEveryScope(api.db.knex, [student.id], { visaCase: true });
    return student;
  };

  it('starts a lead made by staff in English, and a role with students:write changes it (a stale version is a 409)', async () => {
    const student = await newStudent();
    expect(student.preferredLanguage).toBe('en');
    const res = await sendAs(api, 'PATCH', `/api/admin/students/${student.id}`, cookies.counselor, { version: student.version, preferredLanguage: 'so' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ preferredLanguage: 'so', version: student.version + 1 });
    expect((await api.db.knex('students').where({ id: student.id }).first('preferred_language')).preferred_language).toBe('so');
    const stale = await sendAs(api, 'PATCH', `/api/admin/students/${student.id}`, cookies.counselor, { version: student.version, preferredLanguage: 'ar' });
    expect(stale.status).toBe(409);
    expect((await api.db.knex('students').where({ id: student.id }).first('preferred_language')).preferred_language).toBe('so');
  });

  it('refuses it to a role the write table does not allow, and refuses a language the site does not have', async () => {
    const student = await newStudent();
    const refusedRole = ADMIN_ROLES.find((role) => !mayWrite(role, 'students', 'preferredLanguage', 'update'))!;
    const refused = await sendAs(api, 'PATCH', `/api/admin/students/${student.id}`, cookies[refusedRole], { version: student.version, preferredLanguage: 'am' });
    expect(refused.status).toBe(403);
    const unknown = await sendAs(api, 'PATCH', `/api/admin/students/${student.id}`, cookies.counselor, { version: student.version, preferredLanguage: 'de' });
    expect(unknown.status).toBe(400);
    expect((await api.db.knex('students').where({ id: student.id }).first('preferred_language')).preferred_language).toBe('en');
  });
});

describe("the portal's answer", () => {
  it("carries the student's language, so the portal opens in it", async () => {
    const res = await api.request('/api/portal/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'mission-control' }),
    });
    expect(res.status).toBe(200);
    const body = portalDashboardSchema.parse(await res.json());
    const [account] = await api.db.knex('portal_accounts as a').join('students as s', 's.id', 'a.student_id').where('a.username', 'student').select('s.id', 's.preferred_language');
    expect(body.student.preferredLanguage).toBe(account.preferred_language);
    await api.db.knex('students').where({ id: account.id }).update({ preferred_language: 'ar' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mc_portal='))!.split(';')[0]!;
    const me = portalDashboardSchema.parse(await (await api.request('/api/portal/me', { headers: { cookie } })).json());
    expect(me.student.preferredLanguage).toBe('ar');
    await api.db.knex('students').where({ id: account.id }).update({ preferred_language: account.preferred_language });
  });
});
