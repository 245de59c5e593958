import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, studentSchema, type StudentPage } from '@contract';
import { cookieFor, errorMessage, expectAccessRules, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

const pageSchema = z.object({
  items: studentSchema.array(),
  total: z.number().int(),
  totalAll: z.number().int(),
  nextCursor: z.string().nullable(),
});

let api: TestApi;
let cookie: string;
let deletedId: string;
// Three students created within one millisecond (two at the very same microsecond): paging must keep them apart.
const SAME_MILLISECOND = [
  { id: randomUUID(), name: 'Percent 100% Sure', at: '2030-01-01 00:00:00.000150+00' },
  { id: randomUUID(), name: 'Under_Score Student', at: '2030-01-01 00:00:00.000150+00' },
  { id: randomUUID(), name: 'Microsecond Later', at: '2030-01-01 00:00:00.000900+00' },
];

beforeAll(async () => {
  api = await startTestApi();
  const knex = api.db.knex;
  // Fixture rows go in before the first request: list totals are cached for a few seconds.
  await knex('students').insert(
    SAME_MILLISECOND.map((s) => ({
      id: s.id,
      personal_info: { name: s.name },
      field_of_study: 'Mathematics',
      destination_city: 'Ipoh',
      stage: 'visa',
      priority: 'high',
      created_at: s.at,
    })),
  );
  const [victim] = await knex('students').where({ stage: 'visa', priority: 'high' }).whereNotIn('id', SAME_MILLISECOND.map((s) => s.id)).pluck('id');
  deletedId = victim as string;
  await knex('students').where({ id: deletedId }).update({ deleted_at: new Date() });
  cookie = await cookieFor(knex, 'admissions_lead');
});
afterAll(() => api.close());

async function getPage(query: string): Promise<StudentPage> {
  const res = await getAs(api, `/api/admin/students${query}`, cookie);
  expect(res.status).toBe(200);
  return pageSchema.parse(await res.json()) as StudentPage;
}

/** Follows nextCursor from the first page to the last and returns every item id in order. */
async function walk(query: string, limit: number): Promise<{ ids: string[]; pages: StudentPage[] }> {
  const pages: StudentPage[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const page = await getPage(`?${params}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 1000);
  return { ids: pages.flatMap((p) => p.items.map((i) => i.id)), pages };
}

/** Live students by a hand-written condition, counted without the search column the API uses. */
async function handCount(where: string, bindings: readonly string[] = []): Promise<number> {
  const [row] = await api.db.knex('students').whereNull('deleted_at').whereRaw(where, [...bindings]).count<{ count: number }[]>({ count: '*' });
  return Number(row?.count);
}

const nameOrPlace = (text: string) => [
  "(position(? in lower(personal_info->>'name')) > 0 or position(? in lower(coalesce(field_of_study, ''))) > 0 or " +
    "position(? in lower(coalesce(destination_city, ''))) > 0)",
  [text, text, text],
] as const;

describe('GET /api/admin/students', () => {
  it('keeps the access rules: 401 without a session, each role as the permission matrix says', async () => {
    await expectAccessRules(api, '/api/admin/students', 'students:read');
  });

  it('answers a page of students in the contract shape, newest first, with the totals', async () => {
    const page = await getPage('');
    const all = await handCount('true');
    expect(page.items).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(page.total).toBe(all);
    expect(page.totalAll).toBe(all);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.items.slice(0, 3).map((s) => s.personalInfo.name)).toEqual([
      'Microsecond Later',
      ...SAME_MILLISECOND.slice(0, 2)
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map((s) => s.name),
    ]);
    const times = page.items.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = page.items[0]!;
    expect(first).toMatchObject({ fieldOfStudy: 'Mathematics', destinationCity: 'Ipoh', stage: 'visa', priority: 'high', version: 1 });
  });

  it('walks every live student exactly once, in order, whatever the page size', async () => {
    const expected = await api.db
      .knex('students')
      .whereNull('deleted_at')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .pluck('id');
    for (const limit of [7, 100]) {
      const { ids, pages } = await walk('', limit);
      expect(ids).toEqual(expected);
      expect(pages.every((p) => p.items.length <= limit)).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
    }
    // One student per page across the three created within one millisecond.
    expect((await walkFirst(1, 4)).ids).toEqual(expected.slice(0, 4));
    expect(expected).not.toContain(deletedId);
  });

  it('searches name, field of study and destination city case-insensitively, counting the matches', async () => {
    const expected = await handCount(...nameOrPlace('ali'));
    expect(expected).toBeGreaterThan(3);
    const { ids, pages } = await walk('search=ali', 10);
    expect(pages[0]!.total).toBe(expected);
    expect(pages[0]!.totalAll).toBe(await handCount('true'));
    expect(new Set(ids).size).toBe(expected);
    for (const page of pages) {
      for (const s of page.items) {
        expect(`${s.personalInfo.name}|${s.fieldOfStudy}|${s.destinationCity}`.toLowerCase()).toContain('ali');
      }
    }
    expect((await getPage('?search=%20%20ALI%20')).total).toBe(expected);
    expect((await getPage('?search=ipoh')).total).toBe(await handCount(...nameOrPlace('ipoh')));
  });

  it('matches % and _ in a search literally', async () => {
    const percent = await getPage('?search=100%25');
    expect(percent.items.map((s) => s.personalInfo.name)).toEqual(['Percent 100% Sure']);
    expect(percent.total).toBe(1);
    const underscore = await getPage('?search=r_s');
    expect(underscore.items.map((s) => s.personalInfo.name)).toEqual(['Under_Score Student']);
  });

  it('filters by stage and priority, alone and together, with counts that match a hand count', async () => {
    for (const query of ['stage=visa', 'priority=low', 'stage=visa&priority=high', 'stage=lead&search=a']) {
      const params = new URLSearchParams(query);
      const conditions: string[] = [];
      const bindings: string[] = [];
      for (const column of ['stage', 'priority']) {
        if (!params.get(column)) continue;
        conditions.push(`${column} = ?`);
        bindings.push(params.get(column)!);
      }
      if (params.get('search')) {
        const [sql, b] = nameOrPlace(params.get('search')!);
        conditions.push(sql);
        bindings.push(...b);
      }
      const expected = await handCount(conditions.join(' and '), bindings);
      const { ids, pages } = await walk(query, 25);
      expect(pages[0]!.total, query).toBe(expected);
      expect(ids, query).toHaveLength(expected);
      for (const s of pages.flatMap((p) => p.items)) {
        if (params.get('stage')) expect(s.stage).toBe(params.get('stage'));
        if (params.get('priority')) expect(s.priority).toBe(params.get('priority'));
      }
    }
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await getPage('?search=zzqqxx')).toEqual({ items: [], total: 0, totalAll: await handCount('true'), nextCursor: null });
  });

  it('still counts the matches on a page after the last one (the rest deleted since the first page was read)', async () => {
    const first = await getPage('?search=microsecond%20later&limit=1');
    const extra = randomUUID();
    await api.db.knex('students').insert({ id: extra, personal_info: { name: 'Microsecond Later Too' }, created_at: '2029-01-01T00:00:00Z' });
    const withExtra = await getPage('?search=microsecond%20later&limit=1');
    expect([first.total, withExtra.total, withExtra.items.map((s) => s.id)]).toEqual([1, 2, [SAME_MILLISECOND[2]!.id]]);
    await api.db.knex('students').where({ id: extra }).update({ deleted_at: new Date() });
    const after = await getPage(`?search=microsecond%20later&limit=1&cursor=${withExtra.nextCursor}`);
    expect([after.items, after.total, after.nextCursor]).toEqual([[], 1, null]);
  });

  it('refuses bad parameters with a 400 a person can read', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'limit=0',
      'limit=101',
      'limit=ten',
      'stage=graduated',
      'priority=urgent',
      `search=${'a'.repeat(101)}`,
      'cursor=not-a-cursor',
      `cursor=${cursor(['2026-02-30T00:00:00.000000Z', randomUUID()])}`,
      `cursor=${cursor(['2026-01-01T00:00:00.000000Z', 'not-a-uuid'])}`,
    ];
    for (const query of bad) {
      const res = await getAs(api, `/api/admin/students?${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect((await errorMessage(res)).length, query).toBeGreaterThan(10);
    }
    const res = await getAs(api, '/api/admin/students?cursor=not-a-cursor', cookie);
    expect(await errorMessage(res)).toBe('This list cursor is not valid. Load the list again from its first page.');
  });
});

/** The first `count` ids, one page of `limit` at a time. */
async function walkFirst(limit: number, count: number): Promise<{ ids: string[] }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  while (ids.length < count) {
    const page: StudentPage = await getPage(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...page.items.map((s) => s.id));
    cursor = page.nextCursor;
  }
  return { ids };
}
