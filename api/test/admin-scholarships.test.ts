import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScholarshipSchema, type AdminScholarship, type Scholarship } from '@contract';
import { readContentVersion } from '../src/ssr/content-version';
import { cookieFor, expectAccessRules, getAs } from './admin-helpers';
import { auditOf, errorOf, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let partnerships: string;
beforeAll(async () => {
  api = await startTestApi();
  partnerships = await cookieFor(api.db.knex, 'partnerships');
});
afterAll(() => api.close());

const fields = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: `Nile Graduate Award ${randomUUID().slice(0, 8)}`,
  provider: 'Nile Foundation',
  amount: 'RM 20,000 a year',
  coverage: '50%',
  deadlineDate: '2099-06-30',
  eligibility: ['CGPA 3.0 or above', 'IELTS 6.0'],
  levels: ["Master's"],
  color: 'green',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}, cookie = partnerships): Promise<AdminScholarship> {
  const res = await sendAs(api, 'POST', '/api/admin/scholarships', cookie, fields(extra));
  expect(res.status, await res.clone().text()).toBe(201);
  return adminScholarshipSchema.parse(await res.json());
}

const patch = (s: AdminScholarship, changes: Record<string, unknown>, cookie = partnerships) =>
  sendAs(api, 'PATCH', `/api/admin/scholarships/${s.id}`, cookie, { version: s.version, ...changes });
const publicList = async () => (await (await api.request('/api/scholarships')).json()) as Scholarship[];
const fieldsOf = (body: unknown) => ((body as { details?: { field: string }[] }).details ?? []).map((d) => d.field);

describe('the scholarships API', () => {
  it('keeps the access rules: partnerships, marketing and super_admin write; others 403; no session 401', async () => {
    await expectAccessRules(api, '/api/admin/scholarships', 'scholarships:write');
    const counselor = await cookieFor(api.db.knex, 'counselor');
    expect((await sendAs(api, 'POST', '/api/admin/scholarships', counselor, fields())).status).toBe(403);
    expect((await sendAs(api, 'POST', '/api/admin/scholarships', undefined, fields())).status).toBe(401);
    await create({}, await cookieFor(api.db.knex, 'marketing'));
  });

  it('shows a new scholarship on /api/scholarships with its date written out; archiving takes it off, restoring brings it back', async () => {
    const before = await readContentVersion(api.db.knex);
    const s = await create();
    expect(s).toMatchObject({ archived: false, version: 1, deadlineNote: '', deadlineDate: '2099-06-30', levels: ["Master's"] });
    expect(await readContentVersion(api.db.knex)).not.toBe(before);
    expect((await publicList()).find((p) => p.id === s.id)).toMatchObject({ deadline: 'June 30, 2099', deadlineDate: '2099-06-30', programs: ["Master's"] });

    const archived = await patch(s, { archived: true });
    expect(archived.status).toBe(200);
    const a = adminScholarshipSchema.parse(await archived.json());
    expect(a).toMatchObject({ archived: true, version: 2 });
    expect((await publicList()).some((p) => p.id === s.id)).toBe(false);
    // Staff still find it when they ask for the archived ones.
    const listed = async (query: string) => ((await (await getAs(api, `/api/admin/scholarships${query}`, partnerships)).json()) as { items: AdminScholarship[] }).items;
    expect((await listed('')).some((x) => x.id === s.id)).toBe(false);
    expect((await listed('?archived=true')).some((x) => x.id === s.id)).toBe(true);

    expect((await patch(a, { archived: false })).status).toBe(200);
    expect((await publicList()).some((p) => p.id === s.id)).toBe(true);
    const audit = await auditOf(api.db.knex, 'scholarship', String(s.id));
    expect(audit.map((e) => e.action)).toEqual(['created', 'updated', 'updated']);
    expect(audit[1]!.changes).toEqual({ archived: { from: false, to: true } });
  });

  it('lists a scholarship whose deadline has passed, with its date, and keeps the seeded words as written', async () => {
    const past = await create({ deadlineDate: '2020-01-15' });
    expect((await publicList()).find((p) => p.id === past.id)).toMatchObject({ deadline: 'January 15, 2020', deadlineDate: '2020-01-15' });
    const seeded = (await publicList()).find((p) => p.deadline === 'Rolling');
    expect(seeded).toMatchObject({ deadlineDate: null });
  });

  it('moves the rendered pages on when a deadline passes, though nothing is written then', async () => {
    await create({ deadlineDate: '2098-03-10' });
    // 16:00 UTC on the 10th is past midnight in Kuala Lumpur: the 11th, the deadline's day is over.
    const onTheDay = await readContentVersion(api.db.knex, new Date('2098-03-10T12:00:00Z'));
    const dayAfter = await readContentVersion(api.db.knex, new Date('2098-03-10T16:30:00Z'));
    expect(dayAfter).not.toBe(onTheDay);
    expect(await readContentVersion(api.db.knex, new Date('2098-03-10T17:00:00Z'))).toBe(dayAfter);
  });

  it('answers each bad field in words', async () => {
    const bad = await sendAs(api, 'POST', '/api/admin/scholarships', partnerships, fields({ title: '', levels: ['Kindergarten'], eligibility: [], deadlineDate: '31/12/2026', color: 'pink' }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(await errorOf(bad))).toEqual(expect.arrayContaining(['title', 'levels.0', 'eligibility', 'deadlineDate', 'color']));
    const noDeadline = await sendAs(api, 'POST', '/api/admin/scholarships', partnerships, fields({ deadlineDate: null, deadlineNote: '' }));
    expect(noDeadline.status).toBe(400);
    expect(fieldsOf(await errorOf(noDeadline))).toEqual(['deadlineDate']);
    const rolling = await create({ deadlineDate: null, deadlineNote: 'Rolling' });
    const removed = await patch(rolling, { deadlineNote: '' });
    expect(removed.status).toBe(400);
    expect(fieldsOf(await errorOf(removed))).toEqual(['deadlineDate']);

    const taken = await sendAs(api, 'POST', '/api/admin/scholarships', partnerships, fields({ title: 'Malaysia International Scholarship (MIS)' }));
    expect(taken.status).toBe(400);
    expect(await errorOf(taken)).toMatchObject({ message: 'Another scholarship already has this title.', details: [{ field: 'title' }] });
    expect((await getAs(api, '/api/admin/scholarships?archived=maybe', partnerships)).status).toBe(400);
  });

  it('409 with the current scholarship on a stale version; 404 for an unknown id', async () => {
    const s = await create();
    expect((await patch(s, { amount: 'RM 25,000 a year' })).status).toBe(200);
    const stale = await patch(s, { amount: 'RM 30,000 from an old screen' });
    expect(stale.status).toBe(409);
    expect(((await errorOf(stale)).details as { current: AdminScholarship }).current.amount).toBe('RM 25,000 a year');
    expect((await sendAs(api, 'PATCH', '/api/admin/scholarships/999999', partnerships, { version: 1, amount: 'x' })).status).toBe(404);
    expect((await getAs(api, '/api/admin/scholarships/not-a-number', partnerships)).status).toBe(404);
    expect((await getAs(api, `/api/admin/scholarships/${s.id}`, partnerships)).status).toBe(200);
  });

  it('stores one scholarship for a create sent twice', async () => {
    const body = fields({ title: 'Sent twice award' });
    const first = await sendAs(api, 'POST', '/api/admin/scholarships', partnerships, body);
    const second = await sendAs(api, 'POST', '/api/admin/scholarships', partnerships, body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await api.db.knex('scholarships').where({ title: 'Sent twice award' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    expect((await auditOf(api.db.knex, 'scholarship', String(((await first.json()) as AdminScholarship).id))).length).toBe(1);
  });

  it('searches title and provider', async () => {
    await create({ title: 'Kampala Engineering Bursary', provider: 'Makerere Trust' });
    const items = async (q: string) => ((await (await getAs(api, `/api/admin/scholarships?search=${q}`, partnerships)).json()) as { items: AdminScholarship[] }).items.map((s) => s.title);
    expect(await items('kampala')).toEqual(['Kampala Engineering Bursary']);
    expect(await items('makerere')).toEqual(['Kampala Engineering Bursary']);
  });
});
