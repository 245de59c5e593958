import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_MESSAGES, mentorDetailSchema, mentorMatchSchema, mentorSchema, portalMentorSchema, type Mentor, type MentorMatch } from '@contract';
import { cookieFor, expectAccessRules, getAs } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { createOtherPortalStudent, OTHER_STUDENT, type OtherStudent } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let counselor: string;
let kwame: OtherStudent;
let demoStudentId: string;
beforeAll(async () => {
  api = await startTestApi();
  counselor = await cookieFor(api.db.knex, 'counselor');
  kwame = await createOtherPortalStudent(api.db.knex);
  ({ student_id: demoStudentId } = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id'));
});
afterAll(() => api.close());

const mentorBody = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: `Fatuma Njeri ${randomUUID().slice(0, 4)}`,
  country: 'Kenya',
  university: "Taylor's University",
  field: 'Hospitality',
  languages: ['English', 'Swahili'],
  bio: 'Graduated in 2024; ask me about kitchens, internships and Subang Jaya.',
  whatsapp: '+254 712 345 678',
  ...fields,
});

async function createMentor(fields: Record<string, unknown> = {}): Promise<Mentor> {
  const res = await sendAs(api, 'POST', '/api/admin/mentors', counselor, mentorBody(fields));
  expect(res.status, await res.clone().text()).toBe(201);
  return mentorSchema.parse(await res.json());
}

async function match(mentorId: number, studentId: string, cookie = counselor): Promise<Response> {
  return sendAs(api, 'POST', `/api/admin/mentors/${mentorId}/matches`, cookie, { studentId });
}

async function portalLogin(username: string, password: string): Promise<string> {
  const res = await api.request('/api/portal/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith('mc_portal='))!.split(';')[0]!;
}

async function portalMentors(cookie: string) {
  const res = await api.request('/api/portal/mentors', { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return portalMentorSchema.array().parse(await res.json());
}

const fields = (error: { details?: unknown }) => ((error.details as { field: string; message: string }[] | undefined) ?? []).map((d) => [d.field, d.message]);

describe('mentors in Mission Control', () => {
  it('keeps the access rules: the pipeline roles read mentors, counselors, the admissions lead and super_admin write them', async () => {
    await expectAccessRules(api, '/api/admin/mentors', 'mentors:read');
    const mentor = await createMentor();
    await expectAccessRules(api, `/api/admin/mentors/${mentor.id}`, 'mentors:read');
    await expectWriteAccessRules(api, { method: 'POST', path: '/api/admin/mentors', valid: mentorBody(), invalid: mentorBody({ whatsapp: '0712' }) }, 'mentors:write', () => countRows(api.db.knex, 'mentors'));
    await expectWriteAccessRules(
      api,
      { method: 'PATCH', path: `/api/admin/mentors/${mentor.id}`, valid: { version: mentor.version, bio: 'Changed' }, invalid: { version: mentor.version, languages: [] } },
      'mentors:write',
      async () => (await api.db.knex('mentors').where({ id: mentor.id }).first('version', 'bio')) as unknown,
    );
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: `/api/admin/mentors/${mentor.id}/matches`, valid: { studentId: kwame.studentId }, invalid: { studentId: 'kwame' } },
      'mentors:write',
      () => countRows(api.db.knex, 'mentor_matches'),
    );
    // Support reads the mentor (and its number), changes nothing; marketing does not even read it.
    const support = await cookieFor(api.db.knex, 'support');
    expect((await getAs(api, `/api/admin/mentors/${mentor.id}`, support)).status).toBe(200);
    expect((await getAs(api, `/api/admin/mentors/${mentor.id}`, await cookieFor(api.db.knex, 'marketing'))).status).toBe(403);
  });

  it('says what is wrong next to each field, and refuses a student record that has not arrived', async () => {
    const res = await sendAs(api, 'POST', '/api/admin/mentors', counselor, mentorBody({ name: ' ', whatsapp: '0712 345', languages: [], bio: 'x'.repeat(601) }));
    expect(res.status).toBe(400);
    expect(fields(await errorOf(res))).toEqual([
      ['name', 'Enter the name.'],
      ['languages', 'List at least one language the mentor speaks.'],
      ['bio', 'The short bio must have at most 600 characters.'],
      ['whatsapp', MENTOR_MESSAGES.whatsapp],
    ]);

    // Kwame is still applying: he cannot be a mentor's student record.
    const notYet = await sendAs(api, 'POST', '/api/admin/mentors', counselor, mentorBody({ studentId: kwame.studentId }));
    expect(notYet.status).toBe(422);
    expect(fields(await errorOf(notYet))).toEqual([['studentId', MENTOR_MESSAGES.mentorStudent]]);

    const unknown = await getAs(api, '/api/admin/mentors/999999', counselor);
    expect(unknown.status).toBe(404);
    expect((await getAs(api, '/api/admin/mentors/abc', counselor)).status).toBe(404);
    expect((await getAs(api, '/api/admin/mentors?limit=0', counselor)).status).toBe(400);
  });

  it('links a mentor to an alumni student once, stores the number in international form, and audits the create', async () => {
    const [{ id: alumniId }] = await api.db.knex('students').where({ stage: 'alumni' }).whereNotExists((q) => q.from('mentors').whereRaw('mentors.student_id = students.id')).limit(1).select('id');
    const body = mentorBody({ studentId: alumniId });
    const first = await sendAs(api, 'POST', '/api/admin/mentors', counselor, body);
    expect(first.status).toBe(201);
    const mentor = mentorSchema.parse(await first.json());
    expect(mentor).toMatchObject({ studentId: alumniId, whatsapp: '+254712345678', archived: false, activeMatches: 0, version: 1 });
    // The same create sent again (a retry): the stored mentor, nothing new.
    const again = await sendAs(api, 'POST', '/api/admin/mentors', counselor, body);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(mentor.id);
    expect((await auditOf(api.db.knex, 'mentor', String(mentor.id))).map((e) => e.action)).toEqual(['created']);

    const twice = await sendAs(api, 'POST', '/api/admin/mentors', counselor, mentorBody({ studentId: alumniId }));
    expect(twice.status).toBe(409);
    expect(fields(await errorOf(twice))).toEqual([['studentId', MENTOR_MESSAGES.alreadyMentor]]);
  });

  it('edits at the version seen, answers 409 with the current mentor on a stale one, and archives rather than deletes', async () => {
    const mentor = await createMentor();
    const edited = await sendAs(api, 'PATCH', `/api/admin/mentors/${mentor.id}`, counselor, { version: 1, languages: ['English', 'French'] });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ version: 2, languages: ['English', 'French'] });

    const stale = await sendAs(api, 'PATCH', `/api/admin/mentors/${mentor.id}`, counselor, { version: 1, bio: 'An older idea' });
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error.message).toMatch(/Someone else changed this mentor/);
    expect((error.details as { current: Mentor }).current).toMatchObject({ version: 2, languages: ['English', 'French'] });

    const archived = await sendAs(api, 'PATCH', `/api/admin/mentors/${mentor.id}`, counselor, { version: 2, archived: true });
    expect(archived.status).toBe(200);
    expect(await countRows(api.db.knex, 'mentors', { id: mentor.id })).toBe(1);
    // An archived mentor is matched to no one.
    const refused = await match(mentor.id, kwame.studentId);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(MENTOR_MESSAGES.archived);
    expect((await auditOf(api.db.knex, 'mentor', String(mentor.id))).map((e) => e.action)).toEqual(['created', 'updated', 'updated']);
  });

  it('lists mentors newest first in pages, by search, archived state and the student they are matched to', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await createMentor({ name: `Paging ${tag} A` });
    const b = await createMentor({ name: `Paging ${tag} B`, languages: ['Amharic'] });
    const first = await (await getAs(api, `/api/admin/mentors?search=${tag}&limit=1`, counselor)).json();
    expect(first.items.map((m: Mentor) => m.id)).toEqual([b.id]);
    expect(first.total).toBe(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (await getAs(api, `/api/admin/mentors?search=${tag}&limit=1&cursor=${first.nextCursor}`, counselor)).json();
    expect(second.items.map((m: Mentor) => m.id)).toEqual([a.id]);
    expect(second.nextCursor).toBeNull();
    const amharic = await (await getAs(api, `/api/admin/mentors?search=amharic`, counselor)).json();
    expect(amharic.items.map((m: Mentor) => m.id)).toContain(b.id);
    expect(amharic.items.map((m: Mentor) => m.id)).not.toContain(a.id);
    expect((await getAs(api, '/api/admin/mentors?cursor=nonsense', counselor)).status).toBe(400);

    expect((await match(a.id, kwame.studentId)).status).toBe(201);
    const kwames = await (await getAs(api, `/api/admin/mentors?studentId=${kwame.studentId}`, counselor)).json();
    expect(kwames.items.map((m: Mentor) => m.id)).toEqual([a.id]);
    expect(kwames.items[0].activeMatches).toBe(1);
  });
});

describe('matching mentors to students, and what the portal shows', () => {
  it('shows a student only their current mentors, the WhatsApp number only as a wa.me link', async () => {
    const mentor = await createMentor({ name: 'Kofi Boateng', whatsapp: '+60 17-222 3344' });
    const kwameCookie = await portalLogin(OTHER_STUDENT.username, OTHER_STUDENT.password);
    const aminaCookie = await portalLogin('student', 'mission-control');
    const before = await portalMentors(kwameCookie);
    expect(before.map((m) => m.name)).not.toContain('Kofi Boateng');

    const res = await match(mentor.id, kwame.studentId);
    expect(res.status).toBe(201);
    const made = mentorMatchSchema.parse(await res.json());
    expect(made).toMatchObject({ mentorId: mentor.id, studentId: kwame.studentId, studentName: OTHER_STUDENT.name, endedAt: null });
    // Matching again answers the same match.
    const again = await match(mentor.id, kwame.studentId);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(made.id);

    const kwames = await portalMentors(kwameCookie);
    const kofi = kwames.find((m) => m.name === 'Kofi Boateng');
    expect(kofi).toEqual({
      name: 'Kofi Boateng',
      country: 'Kenya',
      university: "Taylor's University",
      field: 'Hospitality',
      languages: ['English', 'Swahili'],
      bio: expect.any(String),
      whatsappUrl: 'https://wa.me/60172223344',
    });
    // Amina (the demo student) keeps her own seeded mentor and never sees Kwame's, nor its number anywhere.
    const aminas = await api.request('/api/portal/mentors', { headers: { cookie: aminaCookie } });
    const aminaText = await aminas.text();
    expect(aminaText).not.toContain('Kofi Boateng');
    expect(aminaText).not.toContain('60172223344');
    expect((JSON.parse(aminaText) as { name: string }[]).map((m) => m.name)).toEqual(['Abdirahman Yusuf Warsame']);
    // The dashboard and the public pages carry no number.
    expect(await (await api.request('/api/portal/me', { headers: { cookie: kwameCookie } })).text()).not.toContain('60172223344');
    expect((await api.request('/api/portal/mentors')).status).toBe(401);

    // Ended: gone from the portal, kept (with its end) for staff, audited.
    const ended = await sendAs(api, 'POST', `/api/admin/mentors/${mentor.id}/matches/${made.id}/end`, counselor, {});
    expect(ended.status).toBe(200);
    expect((await ended.json()).endedAt).toEqual(expect.any(String));
    expect((await portalMentors(kwameCookie)).map((m) => m.name)).not.toContain('Kofi Boateng');
    const detail = mentorDetailSchema.parse(await (await getAs(api, `/api/admin/mentors/${mentor.id}`, counselor)).json());
    expect(detail.activeMatches).toBe(0);
    expect(detail.matches.map((m: MentorMatch) => [m.id, m.endedAt !== null])).toEqual([[made.id, true]]);
    expect((await auditOf(api.db.knex, 'mentor_match', String(made.id))).map((e) => e.action)).toEqual(['created', 'updated']);

    // Matched again later: a new match beside the ended one.
    expect((await match(mentor.id, kwame.studentId)).status).toBe(201);
    expect(await countRows(api.db.knex, 'mentor_matches', { mentor_id: mentor.id })).toBe(2);
  });

  it('hides an archived mentor from the portal and refuses a removed student or the mentor themself', async () => {
    const [{ id: alumniId }] = await api.db.knex('students').where({ stage: 'alumni' }).whereNotExists((q) => q.from('mentors').whereRaw('mentors.student_id = students.id')).limit(1).select('id');
    const mentor = await createMentor({ name: 'Archived Later', studentId: alumniId });
    const self = await match(mentor.id, alumniId);
    expect(self.status).toBe(422);
    expect(fields(await errorOf(self))).toEqual([['studentId', MENTOR_MESSAGES.self]]);
    const nobody = await match(mentor.id, randomUUID());
    expect(nobody.status).toBe(422);
    expect(fields(await errorOf(nobody))).toEqual([['studentId', 'That student does not exist or was removed.']]);
    expect((await match(999999, kwame.studentId)).status).toBe(404);

    expect((await match(mentor.id, demoStudentId)).status).toBe(201);
    const amina = await portalLogin('student', 'mission-control');
    expect((await portalMentors(amina)).map((m) => m.name)).toContain('Archived Later');
    expect((await sendAs(api, 'PATCH', `/api/admin/mentors/${mentor.id}`, counselor, { version: 1, archived: true })).status).toBe(200);
    expect((await portalMentors(amina)).map((m) => m.name)).not.toContain('Archived Later');

    const wrongMentor = await sendAs(api, 'POST', `/api/admin/mentors/${mentor.id}/matches/999999/end`, counselor, {});
    expect(wrongMentor.status).toBe(404);
  });
});

describe('merging a duplicate student', () => {
  it('moves its mentoring to the kept student, ending a match the kept student already has', async () => {
    const admin = await cookieFor(api.db.knex, 'super_admin');
    const post = async (path: string, body: unknown) => {
      const res = await sendAs(api, 'POST', path, admin, body);
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { id: string; version: number };
    };
    const kept = await post('/api/admin/students', { id: randomUUID(), name: 'Hodan Farah', phone: '+252 61 777 0001', country: 'Somalia' });
    const lead = await post('/api/admin/students', { id: randomUUID(), name: 'Hodan F.', phone: '061 777 0001', country: 'Somalia' });
    const both = await createMentor();
    const leadOnly = await createMentor();
    for (const [mentor, student] of [[both, kept], [both, lead], [leadOnly, lead]] as const) expect((await match(mentor.id, student.id)).status).toBe(201);

    const merged = await sendAs(api, 'POST', `/api/admin/students/${lead.id}/duplicates`, admin, { resolution: 'merge', into: kept.id, version: lead.version, intoVersion: kept.version });
    expect(merged.status, await merged.clone().text()).toBe(200);
    const current = await api.db.knex('mentor_matches').where({ student_id: kept.id }).whereNull('ended_at').pluck<number[]>('mentor_id');
    expect(current.sort()).toEqual([both.id, leadOnly.id].sort());
    expect(await countRows(api.db.knex, 'mentor_matches', { student_id: lead.id })).toBe(0);
    expect(await countRows(api.db.knex, 'mentor_matches', { student_id: kept.id })).toBe(3);
  });
});
