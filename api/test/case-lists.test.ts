import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntrySchema, applicationSchema, visaCaseSchema, type ApplicationPage, type VisaCasePage } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { cookieFor, createAdmin, errorMessage, expectAccessRules, getAs, inEveryScope } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

// GET /api/admin/applications and /api/admin/visa-cases with search, filters and sorts (issue 15 items 3 and 5),
// and each record's own page and history. SQL and offline agreement: case-filter.test.ts.
let api: TestApi;
let cookie: string;
let me: string;
let student: { id: string; name: string };
const ids = { overdue: randomUUID(), soon: randomUUID(), later: randomUUID(), reviewed: randomUUID() };
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi();
  const knex = api.db.knex;
  me = await createAdmin(knex, 'super_admin');
  cookie = `${SESSION_COOKIES.admin}=${await createSession(knex, 'admin', me)}`;
  const row = await knex('students').whereNull('deleted_at').orderBy('id').first<{ id: string; name: string }>('id', knex.raw("personal_info->>'name' as name"));
  student = row;
  const base = { student_id: student.id, application_date: day(-20) };
  await knex('applications').insert([
    { ...base, id: ids.overdue, university_id: 2, program: 'Zebra Studies Overdue', status: 'draft', deadline_date: day(-2) },
    { ...base, id: ids.soon, university_id: 2, program: 'Zebra Studies Soon', status: 'submitted', deadline_date: day(3) },
    { ...base, id: ids.later, university_id: 2, program: 'Zebra Studies Later', status: 'draft', deadline_date: day(30) },
    { ...base, id: ids.reviewed, university_id: 2, program: 'Zebra Studies Reviewed', status: 'under_review', deadline_date: day(1) },
  ]);
});
afterAll(() => api.close());

async function list<P>(path: string, as = cookie): Promise<P> {
  const res = await getAs(api, path, as);
  expect(res.status, path).toBe(200);
  return (await res.json()) as P;
}
const apps = (query: string) => list<ApplicationPage>(`/api/admin/applications?${query}`);
const visas = (query: string) => list<VisaCasePage>(`/api/admin/visa-cases?${query}`);
const zebra = (page: ApplicationPage) => page.items.filter((a) => a.program.startsWith('Zebra')).map((a) => a.id);

describe('GET /api/admin/applications: search, filters, sorts', () => {
  it('searches student name, programme and university, case-insensitively, and counts the matches', async () => {
    const byProgram = await apps('search=zebra studies');
    expect(byProgram.items.map((a) => a.id).sort()).toEqual(Object.values(ids).sort());
    expect(byProgram.total).toBe(4);
    expect(byProgram.totalAll).toBeGreaterThan(100);
    const byName = await apps(`search=${encodeURIComponent(student.name.toUpperCase())}&limit=100`);
    expect(byName.items.length).toBeGreaterThanOrEqual(4);
    expect(byName.items.every((a) => a.studentName === student.name)).toBe(true);
    const university = (await api.db.knex('universities').where({ id: 2 }).first<{ name: string }>('name')).name;
    const byUniversity = await apps(`search=${encodeURIComponent(university.slice(0, 8).toLowerCase())}&limit=100`);
    expect(byUniversity.items.length).toBeGreaterThan(0);
    expect(byUniversity.items.every((a) => a.universityName?.toLowerCase().includes(university.slice(0, 8).toLowerCase()) || a.program.toLowerCase().includes(university.slice(0, 8).toLowerCase()) || a.studentName?.toLowerCase().includes(university.slice(0, 8).toLowerCase()))).toBe(true);
  });

  it('filters by status and university', async () => {
    expect(zebra(await apps('search=zebra&status=draft'))).toEqual(expect.arrayContaining([ids.overdue, ids.later]));
    expect(zebra(await apps('search=zebra&status=draft'))).toHaveLength(2);
    const other = await apps('search=zebra&universityId=1');
    expect(other.total).toBe(0);
    const two = await apps('universityId=2&limit=100');
    expect(two.items.every((a) => a.universityId === 2)).toBe(true);
    expect(two.total).toBe(Number((await api.db.knex('applications').whereNull('deleted_at').where({ university_id: 2 }).count({ c: '*' }))[0]!.c));
  });

  it('filters by owner: me, none (unassigned) or one staff member', async () => {
    const counselor = await createAdmin(api.db.knex, 'counselor');
    await api.db.knex('applications').where({ id: ids.overdue }).update({ assigned_owner: me });
    await api.db.knex('applications').where({ id: ids.soon }).update({ assigned_owner: counselor });
    await api.db.knex('applications').whereIn('id', [ids.later, ids.reviewed]).update({ assigned_owner: null });
    expect((await apps('owner=me')).items.map((a) => a.id)).toEqual([ids.overdue]);
    expect(zebra(await apps(`owner=${counselor.toUpperCase()}`))).toEqual([ids.soon]);
    const none = await apps('owner=none&limit=100');
    expect(zebra(none).sort()).toEqual([ids.later, ids.reviewed].sort());
    expect(none.items.every((a) => a.assignedOwner === null)).toBe(true);
    expect(none.total).toBe(Number((await api.db.knex('applications').whereNull('deleted_at').whereNull('assigned_owner').count({ c: '*' }))[0]!.c));
  });

  it('due=7d keeps the deadlines that shout: within 7 days or past, still draft or submitted', async () => {
    const due = await apps('due=7d&limit=100');
    expect(due.items.map((a) => a.id)).toEqual(expect.arrayContaining([ids.overdue, ids.soon]));
    expect(zebra(due)).toHaveLength(2);
  });

  it('puts the deadlines that shout first by default, overdue before due, and sorts by deadline or last update', async () => {
    const first = await apps('limit=100');
    const positions = Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, first.items.findIndex((a) => a.id === id)]));
    expect(positions.overdue).toBeLessThan(positions.soon!);
    const shouting = (await apps('due=7d&limit=100')).total;
    expect(positions.soon).toBeLessThan(shouting);
    expect(positions.later).toBeGreaterThanOrEqual(shouting);

    const byDeadline = zebra(await apps('search=zebra&sort=deadline'));
    expect(byDeadline).toEqual([ids.overdue, ids.reviewed, ids.soon, ids.later]);
    await api.db.knex('applications').where({ id: ids.later }).update({ updated_at: new Date(Date.now() + 60_000) });
    expect(zebra(await apps('search=zebra&sort=-updatedAt'))[0]).toBe(ids.later);
  });

  it('pages each sort with its own cursor, and refuses a cursor of another sort', async () => {
    const page = await apps('sort=deadline&limit=5');
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await apps(`sort=deadline&limit=5&cursor=${page.nextCursor}`);
    expect(next.items.map((a) => a.id)).not.toContain(page.items[0]!.id);
    const res = await getAs(api, `/api/admin/applications?sort=-updatedAt&cursor=${page.nextCursor}`, cookie);
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toMatch(/cursor is not valid for this order/);
  });

  it('refuses bad parameters with a 400 that says what to send', async () => {
    const cases: [string, RegExp][] = [
      ['sort=name', /Sort applications by one of deadline, .*student.* \(or leave it out\)/],
      ['due=30d', /deadline window must be "7d"/],
      ['universityId=abc', /university must be a university id/],
      ['universityId=-1', /./],
      ['owner=bob', /owner must be "me", "none" or a staff member's id/],
      ['status=accepted', /status must be one of/],
      [`search=${'x'.repeat(101)}`, /at most 100 characters/],
    ];
    for (const [query, message] of cases) {
      const res = await getAs(api, `/api/admin/applications?${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect(await errorMessage(res), query).toMatch(message);
    }
  });
});

describe('GET /api/admin/visa-cases: search, owner, sorts', () => {
  it('searches student name and visa type, filters by officer (me, none, an id), refuses bad params', async () => {
    const [first, second] = (await api.db.knex('visa_cases').whereNull('deleted_at').orderBy('id').limit(2).pluck('id')) as string[];
    const other = await createAdmin(api.db.knex, 'visa_officer');
    await api.db.knex('visa_cases').where({ id: first }).update({ assigned_officer: me, visa_type: 'Quokka Pass' });
    await api.db.knex('visa_cases').where({ id: second }).update({ assigned_officer: other });
    expect((await visas('owner=me')).items.map((v) => v.id)).toEqual([first]);
    expect((await visas(`owner=${other}`)).items.map((v) => v.id)).toEqual([second]);
    const none = await visas('owner=none&limit=100');
    expect(none.items.every((v) => v.assignedOfficer === null)).toBe(true);
    expect(none.items.map((v) => v.id)).not.toContain(first);
    expect((await visas('search=QUOKKA')).items.map((v) => v.id)).toEqual([first]);
    const name = (await visas('limit=1')).items[0]!.studentName!;
    expect((await visas(`search=${encodeURIComponent(name)}`)).items.every((v) => v.studentName === name)).toBe(true);
    for (const query of ['sort=deadline', 'owner=someone', 'status=draft']) {
      const res = await getAs(api, `/api/admin/visa-cases?${query}`, cookie);
      expect(res.status, query).toBe(400);
    }
  });

  it('sorts by appointment (soonest first, none last) and by last update', async () => {
    const all = (await visas('sort=appointment&limit=100')).items;
    const dates = all.map((v) => v.appointmentDate);
    const withDate = dates.filter((d): d is string => d !== null);
    expect(withDate).toEqual([...withDate].sort());
    expect(dates.slice(withDate.length).every((d) => d === null)).toBe(true);
    const updated = (await visas('sort=-updatedAt&limit=100')).items.map((v) => v.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
  });
});

describe('a record of its own: GET /:id and /:id/activity', () => {
  it('answers the application, its history after a change, and 404 for an unknown one', async () => {
    const change = await sendAs(api, 'PATCH', `/api/admin/applications/${ids.soon}`, cookie, { version: 1, status: 'under_review' });
    expect(change.status).toBe(200);
    const one = applicationSchema.parse(await list(`/api/admin/applications/${ids.soon}`));
    expect(one).toMatchObject({ id: ids.soon, status: 'under_review', studentName: student.name });
    const history = await list<{ items: unknown[] }>(`/api/admin/applications/${ids.soon}/activity`);
    const entries = activityEntrySchema.array().parse(history.items);
    expect(entries[0]).toMatchObject({ entity: 'application', entityId: ids.soon, action: 'status_changed' });
    for (const path of [`/api/admin/applications/${randomUUID()}`, `/api/admin/applications/${randomUUID()}/activity`, '/api/admin/applications/nope']) {
      expect((await getAs(api, path, cookie)).status, path).toBe(404);
    }
  });

  it('keeps the read scopes: finance reads applications (with fees) but not visa cases; marketing neither', async () => {
    const visa = (await visas('limit=1')).items[0]!;
    // The records' students in every counselor's and officer's row scope: this is about each role's permission.
    await inEveryScope(api.db.knex, [student.id, visa.studentId], { visaCase: true });
    await expectAccessRules(api, `/api/admin/applications/${ids.soon}`, 'applications:read');
    await expectAccessRules(api, `/api/admin/visa-cases/${visa.id}`, 'visas:read');
    await expectAccessRules(api, `/api/admin/visa-cases/${visa.id}/activity`, 'visas:read');
    await expectAccessRules(api, '/api/admin/applications?due=7d&sort=deadline', 'applications:read');
    visaCaseSchema.parse(await list(`/api/admin/visa-cases/${visa.id}`));
    const finance = await cookieFor(api.db.knex, 'finance');
    const counselor = await cookieFor(api.db.knex, 'counselor');
    expect('feeStatus' in (await list<object>(`/api/admin/applications/${ids.soon}`, finance))).toBe(true);
    expect('feeStatus' in (await list<object>(`/api/admin/applications/${ids.soon}`, counselor))).toBe(false);
  });
});
