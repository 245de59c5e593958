// GET /api/admin/students: owner, country, source and sort (issue 15 item 3), each paged by its own keyset; bad
// values answered 400 in words. (api/test/student-filter.test.ts checks the same filters against the offline rule.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_SORTS, type Student, type StudentPage } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { createAdmin, errorMessage, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
let me: string;
let colleague: string;

beforeAll(async () => {
  api = await startTestApi();
  me = await createAdmin(api.db.knex, 'counselor');
  colleague = await createAdmin(api.db.knex, 'counselor');
  cookie = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', me)}`;
  const at = '2031-05-05 10:00:00.000100+00';
  // Same name and same creation time: only the id tells them apart, so paging must carry it.
  await api.db.knex('students').insert([
    { id: randomUUID(), personal_info: { name: 'Twin Same', country: 'Ghana' }, assigned_counselor: me, tags: ['Accra Walk-in'], created_at: at, updated_at: at },
    { id: randomUUID(), personal_info: { name: 'twin same', country: 'Ghana' }, assigned_counselor: me, tags: [], created_at: at, updated_at: at },
    { id: randomUUID(), personal_info: { name: 'Zz Colleague', country: 'Sudan' }, assigned_counselor: colleague, tags: ['accra walk-in'] },
  ]);
});
afterAll(() => api.close());

async function page(query: string): Promise<StudentPage> {
  const res = await getAs(api, `/api/admin/students?${query}`, cookie);
  expect(res.status, query).toBe(200);
  return (await res.json()) as StudentPage;
}

/** Every student of a query, page by page (small pages: many cursors). */
async function all(query: string, limit = 17): Promise<{ items: Student[]; total: number }> {
  const items: Student[] = [];
  let first: StudentPage | undefined;
  let cursor: string | null = null;
  do {
    const p: StudentPage = await page(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    first ??= p;
    items.push(...p.items);
    cursor = p.nextCursor;
  } while (cursor);
  return { items, total: first.total };
}

const key = (sort: string, s: Student) =>
  sort.includes('name') ? s.personalInfo.name.toLowerCase() : sort.includes('created') ? s.createdAt : s.updatedAt;

describe('GET /api/admin/students parameters', () => {
  it.each(STUDENT_SORTS)('sort=%s pages every student once, in the order of its key then id', async (sort) => {
    const { items, total } = await all(`sort=${sort}`);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((s) => s.id)).size).toBe(total);
    const sign = sort.startsWith('-') ? -1 : 1;
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      const [ka, kb] = [key(sort, a), key(sort, b)];
      const cmp = ka === kb ? (a.id < b.id ? -1 : 1) : ka < kb ? -1 : 1;
      expect(cmp * sign, `${sort}: ${ka} then ${kb}`).toBe(-1);
    }
  });

  it("owner=me is the signed-in person's students, none the unassigned, an id that person's", async () => {
    const mine = await all('owner=me');
    expect(mine.items.map((s) => s.personalInfo.name).sort()).toEqual(['Twin Same', 'twin same']);
    // A colleague's students are outside a counselor's row scope (issue 33): the filter finds none of them.
    expect((await all(`owner=${colleague.toUpperCase()}`)).items).toEqual([]);
    const none = await all('owner=none');
    expect(none.total).toBeGreaterThan(0);
    expect(none.items.every((s) => s.assignedCounselor === null)).toBe(true);
  });

  it('country and source filter, any case for the source, combined with the rest', async () => {
    const ghana = await all('country=Ghana');
    expect(ghana.items.every((s) => s.personalInfo.country === 'Ghana')).toBe(true);
    expect(ghana.items.map((s) => s.personalInfo.name)).toEqual(expect.arrayContaining(['Twin Same', 'twin same']));
    const walkIns = await all('source=ACCRA%20WALK-IN&sort=name');
    // 'Zz Colleague' has the tag too, and is the colleague's (outside this counselor's row scope).
    expect(walkIns.items.map((s) => s.personalInfo.name)).toEqual(['Twin Same']);
    expect((await all('source=Accra%20Walk-in&owner=me&country=Ghana')).total).toBe(1);
    // An empty parameter is the same as none.
    expect((await page('country=&source=&owner=&sort=')).total).toBe((await page('')).total);
  });

  it('refuses a cursor of another order, or one it did not hand out, with a 400 saying to start over', async () => {
    const first = await page('sort=name&limit=2');
    const other = await getAs(api, `/api/admin/students?sort=-updatedAt&cursor=${first.nextCursor}`, cookie);
    expect(other.status).toBe(400);
    expect(await errorMessage(other)).toBe('This cursor belongs to another order of the list. Load the list again from its first page.');
    const forged = Buffer.from(JSON.stringify(['createdAt', 'not a time', randomUUID()])).toString('base64url');
    const bad = await getAs(api, `/api/admin/students?sort=createdAt&cursor=${forged}`, cookie);
    expect(bad.status).toBe(400);
  });

  it('answers a bad value with a 400 naming what it accepts', async () => {
    const cases: [string, string][] = [
      ['owner=someone', "owner is 'me', 'none' or a staff member's id."],
      ['country=Mars', 'country is one of Somalia, Kenya, Ethiopia, Uganda, Tanzania, Nigeria, Ghana, Sudan.'],
      ['sort=age', 'sort is one of name, -name, createdAt, -createdAt, updatedAt, -updatedAt.'],
      ['stage=moon', 'stage is one of lead, application_in_progress, offer, visa, pre_departure, arrived, alumni.'],
      ['priority=urgent', 'priority is one of high, medium, low.'],
      [`source=${'x'.repeat(41)}`, 'Keep the source under 40 characters.'],
      ['sort=name&sort=-name', 'sort is one of name, -name, createdAt, -createdAt, updatedAt, -updatedAt.'],
    ];
    for (const [query, message] of cases) {
      const res = await getAs(api, `/api/admin/students?${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect(await errorMessage(res), query).toBe(message);
    }
  });
});
