import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterStudents, type StudentFilter, type StudentPage } from '@contract';
import { cookieFor, getAs } from './admin-helpers';
import { pullAll } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

// The offline store filters with matchesStudentFilter what the server filters with SQL: on the same data,
// both must pick the same students in the same order, with the same count.
let api: TestApi;
let cookie: string;

// Names that exercise ILIKE's escaping: % _ and \ must match only themselves.
const ODD_NAMES = ['Percent 100% Sure', 'Under_Score Student', 'Back\\Slash Person', 'UPPER case PERSON'];

beforeAll(async () => {
  api = await startTestApi();
  await api.db.knex('students').insert(
    ODD_NAMES.map((name, i) => ({
      id: randomUUID(),
      personal_info: { name },
      field_of_study: i % 2 ? 'Data_Science' : null,
      destination_city: i % 2 ? null : 'Kuala Lumpur',
      stage: 'lead',
      priority: i % 2 ? 'high' : 'low',
    })),
  );
  // A soft-deleted student: the list skips it and the sync sends it as a tombstone.
  const [gone] = (await api.db.knex('students').orderBy('id').limit(1).pluck('id')) as string[];
  await api.db.knex('students').where({ id: gone }).update({ deleted_at: api.db.knex.fn.now(), updated_at: api.db.knex.fn.now() });
  cookie = await cookieFor(api.db.knex, 'support');
});
afterAll(() => api.close());

async function serverIds(filter: StudentFilter): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '100' });
    for (const [k, v] of Object.entries(filter)) if (v !== undefined) params.set(k, v);
    if (cursor) params.set('cursor', cursor);
    const res = await getAs(api, `/api/admin/students?${params}`, cookie);
    expect(res.status).toBe(200);
    const page = (await res.json()) as StudentPage;
    ids.push(...page.items.map((s) => s.id));
    totals.push(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, total: totals[0] ?? 0 };
}

const FILTERS: StudentFilter[] = [
  {},
  { search: 'a' },
  { search: 'ALI' },
  { search: 'kUaLa' },
  { search: '  lumpur  ' },
  { search: 'computer science' },
  { search: '%' },
  { search: '100%' },
  { search: '_' },
  { search: 'data_s' },
  { search: '\\' },
  { search: 'no student is called this' },
  { stage: 'lead' },
  { stage: 'visa', priority: 'high' },
  { priority: 'low' },
  { search: 'an', stage: 'offer' },
  { search: 'e', priority: 'medium' },
  { search: 'person', stage: 'lead', priority: 'low' },
];

describe('matchesStudentFilter', () => {
  it('picks the same students, in the same order, as the server on the demo data', async () => {
    const { pages } = await pullAll(api, cookie, 'students', undefined, 1000);
    const local = pages.flatMap((p) => p.items);
    expect(pages.flatMap((p) => p.tombstones)).toHaveLength(1);
    let nonEmpty = 0;
    for (const filter of FILTERS) {
      const server = await serverIds(filter);
      const mine = filterStudents(local, filter).map((s) => s.id);
      expect(mine, JSON.stringify(filter)).toEqual(server.ids);
      expect(mine.length, JSON.stringify(filter)).toBe(server.total);
      if (mine.length > 0) nonEmpty += 1;
    }
    // The comparison means something only if most filters find someone.
    expect(nonEmpty).toBeGreaterThan(FILTERS.length - 3);
  });
});
