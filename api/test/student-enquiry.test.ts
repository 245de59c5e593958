import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, errorBodySchema, studentDetailSchema, type AdminRole } from '@contract';
import { cookieFor, getAs, inEveryScope } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

// Issue 28 items 2 and 3: an enquiry about a university's programme reaches staff, with everything the student wrote.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.db.knex('rate_limits').where('bucket', 'like', 'enquiry:%').delete());

const post = (body: unknown) =>
  api.request('/api/enquiries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const enquiry = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Faduma Ali',
  phone: `+252 61 ${Math.floor(1000000 + Math.random() * 8999999)}`,
  email: `faduma.${randomUUID().slice(0, 8)}@example.com`,
  country: 'Somalia',
  fieldOfStudy: 'Medicine',
  intake: 'February 2027',
  message: 'How much is medicine?',
  consent: true,
  ...fields,
});

async function aProgramme(): Promise<{ universityId: number; programmeId: number; university: string; programme: string; level: string }> {
  const row = await api.db.knex('programmes as p')
    .join('universities as u', 'u.id', 'p.university_id')
    .where({ 'p.archived': false, 'u.archived': false })
    .orderBy('p.id')
    .first('p.id', 'p.university_id', 'p.name', 'p.level', 'u.name as university');
  return { universityId: row.university_id, programmeId: row.id, university: row.university, programme: row.name, level: row.level };
}

const studentOf = async (id: string) => (await api.db.knex('enquiries').where({ id }).first('student_id')).student_id as string;
const detailAs = async (role: AdminRole, studentId: string) =>
  studentDetailSchema.parse(await (await getAs(api, `/api/admin/students/${studentId}`, await cookieFor(api.db.knex, role))).json());

describe('an enquiry about a university and its programme', () => {
  it('is stored with both, and the student page answers the whole enquiry as sent', async () => {
    const course = await aProgramme();
    const [scholarship] = await api.db.knex('scholarships').orderBy('id').limit(1).select('id', 'title');
    const body = enquiry({ universityId: course.universityId, programmeId: course.programmeId, scholarshipId: scholarship.id });
    expect((await post(body)).status).toBe(201);
    const row = await api.db.knex('enquiries').where({ id: body.id }).first();
    expect(row).toMatchObject({ university_id: course.universityId, programme_id: course.programmeId, name: 'Faduma Ali', phone: body.phone, email: body.email, country: 'Somalia', field_of_study: 'Medicine' });

    const detail = await detailAs('counselor', row.student_id);
    expect(detail.enquiry).toEqual({
      id: body.id,
      receivedAt: expect.any(String),
      name: 'Faduma Ali',
      phone: body.phone,
      email: body.email,
      country: 'Somalia',
      fieldOfStudy: 'Medicine',
      intake: 'February 2027',
      message: 'How much is medicine?',
      scholarship: { id: scholarship.id, title: scholarship.title },
      university: { id: course.universityId, name: course.university },
      programme: { id: course.programmeId, name: course.programme, level: course.level },
      event: null,
    });
  });

  it('gives a role that does not read contacts the enquiry without the phone and e-mail', async () => {
    const body = enquiry();
    expect((await post(body)).status).toBe(201);
    const studentId = await studentOf(body.id);
    const raw = await (await getAs(api, `/api/admin/students/${studentId}`, await cookieFor(api.db.knex, 'marketing'))).json();
    expect(raw.enquiry).toMatchObject({ name: 'Faduma Ali', message: 'How much is medicine?', country: 'Somalia' });
    expect(raw.enquiry).not.toHaveProperty('phone');
    expect(raw.enquiry).not.toHaveProperty('email');
    // Support reaches students: it reads both.
    expect((await detailAs('support', studentId)).enquiry).toMatchObject({ phone: body.phone, email: body.email });
  });

  it('answers enquiry null for a student staff added', async () => {
    const [student] = await api.db.knex('students').whereNotExists(api.db.knex('enquiries').whereRaw('enquiries.student_id = students.id')).limit(1).select('id');
    // In every counselor's and visa officer's row scope (issue 33): this is about each role's permission.
    await inEveryScope(api.db.knex, [student.id]);
    expect((await detailAs('counselor', student.id)).enquiry).toBeNull();
  });

  it('refuses an unknown university, a programme of another university, and a programme without a university, storing nothing', async () => {
    const course = await aProgramme();
    const other = await api.db.knex('universities').whereNot({ id: course.universityId }).where({ archived: false }).first('id');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ universityId: 999999 }, 'universityId', 'This university is no longer one of our partners. Choose another one or leave it out.'],
      [{ universityId: other.id, programmeId: course.programmeId }, 'programmeId', 'This programme is not offered by that university any more. Choose another one or leave it out.'],
      [{ programmeId: course.programmeId }, 'programmeId', ENQUIRY_MESSAGES.programmeId],
      [{ universityId: 'abc' }, 'universityId', ENQUIRY_MESSAGES.universityId],
    ];
    for (const [fields, field, message] of cases) {
      const body = enquiry(fields);
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.details).toEqual([{ field, message }]);
      expect(await api.db.knex('enquiries').where({ id: body.id }).first()).toBeUndefined();
    }
  });

  it('takes the university and programme from the form posted without JavaScript', async () => {
    const course = await aProgramme();
    const form = new URLSearchParams({
      name: 'Omar Said',
      phone: '+255 712 300 411',
      consent: 'on',
      message: 'Is there a February intake?',
      universityId: String(course.universityId),
      programmeId: String(course.programmeId),
    });
    const res = await api.request('/enquire', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const row = await api.db.knex('enquiries').where({ message: 'Is there a February intake?' }).first();
    expect(row).toMatchObject({ university_id: course.universityId, programme_id: course.programmeId, name: 'Omar Said' });
  });
});
