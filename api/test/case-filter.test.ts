import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_SORTS,
  VISA_CASE_SORTS,
  filterApplications,
  filterVisaCases,
  type ApplicationFilter,
  type ApplicationPage,
  type VisaCaseFilter,
  type VisaCasePage,
} from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { createAdmin, getAs } from './admin-helpers';
import { pullAll } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

// The offline lists filter and order with contract/case-filter.ts what the server does in SQL: on the same data,
// both must pick the same applications and visa cases in the same order, with the same count, for every sort.
let api: TestApi;
let cookie: string;
let me: string;
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi();
  const knex = api.db.knex;
  me = await createAdmin(knex, 'super_admin');
  cookie = `${SESSION_COOKIES.admin}=${await createSession(knex, 'admin', me)}`;
  const students = (await knex('students').whereNull('deleted_at').orderBy('id').limit(4).pluck('id')) as string[];
  // Deadlines around today's window, and programmes that exercise ILIKE's escaping.
  const odd: [string, string, number | null][] = [
    ['draft', 'Data_Science 100%', -3],
    ['submitted', 'Back\\Slash Studies', 0],
    ['submitted', 'MBA', 7],
    ['draft', 'MSc Finance', 8],
    ['under_review', 'BEng Civil', 1],
    ['draft', 'No deadline yet', null],
  ];
  await knex('applications').insert(
    odd.map(([status, program, offset], i) => ({
      id: randomUUID(),
      student_id: students[i % students.length],
      university_id: 1 + (i % 2),
      program,
      status,
      application_date: day(-30),
      deadline_date: offset === null ? null : day(offset),
      assigned_owner: i % 3 === 0 ? me : null,
    })),
  );
  const [visa] = (await knex('visa_cases').whereNull('deleted_at').orderBy('id').limit(3).pluck('id')) as string[];
  await knex('visa_cases').where({ id: visa }).update({ assigned_officer: me });
});
afterAll(() => api.close());

async function serverIds(path: string, filter: object): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = -1;
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '7' });
    for (const [k, v] of Object.entries(filter)) if (v !== undefined) params.set(k, String(v));
    if (cursor) params.set('cursor', cursor);
    const res = await getAs(api, `${path}?${params}`, cookie);
    expect(res.status, JSON.stringify(filter)).toBe(200);
    const page = (await res.json()) as ApplicationPage | VisaCasePage;
    ids.push(...page.items.map((a) => a.id));
    if (total < 0) total = page.total;
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, total };
}

const SEARCHES = [undefined, 'a', 'AMINA', 'universiti', 'data_s', '100%', '%', '_', '\\', 'mba', 'nobody has this'];

describe('the case lists: SQL and the offline filter agree', () => {
  it('on applications, for every sort, search and filter', async () => {
    const local = (await pullAll(api, cookie, 'applications', undefined, 1000)).pages.flatMap((p) => p.items);
    const filters: ApplicationFilter[] = [
      ...SEARCHES.flatMap((search) => [{ search }, { search, sort: 'deadline' as const }, { search, sort: '-updatedAt' as const }]),
      { status: 'draft' },
      { status: 'submitted', sort: 'deadline' },
      { universityId: 2 },
      { universityId: 1, search: 'b', sort: '-updatedAt' },
      { due: '7d' },
      { due: '7d', sort: 'deadline' },
      { due: '7d', status: 'submitted' },
      { owner: 'me' },
      { owner: 'none', sort: 'deadline' },
      { owner: me, due: '7d' },
      // The table's column orders (issue 32 item 1), each way, some with a filter.
      ...APPLICATION_SORTS.flatMap((sort) => [{ sort }, { sort, status: 'draft' as const }]),
    ];
    let shouting = 0;
    for (const filter of filters) {
      const server = await serverIds('/api/admin/applications', filter);
      const mine = filterApplications(local, filter, { me, today }).map((a) => a.id);
      expect(mine, JSON.stringify(filter)).toEqual(server.ids);
      expect(mine.length, JSON.stringify(filter)).toBe(server.total);
      if (filter.due) shouting = Math.max(shouting, mine.length);
    }
    // The fixture's overdue, due-today and due-in-7-days applications at least.
    expect(shouting).toBeGreaterThanOrEqual(3);
    expect(filterApplications(local, { owner: 'me' }, { me, today })).toHaveLength(2);
  }, 180_000);

  it('on visa cases, for every sort, search and owner', async () => {
    const local = (await pullAll(api, cookie, 'visa-cases', undefined, 1000)).pages.flatMap((p) => p.items);
    const filters: VisaCaseFilter[] = [
      ...SEARCHES.flatMap((search) => [{ search }, { search, sort: 'appointment' as const }, { search, sort: '-updatedAt' as const }]),
      { search: 'student', status: 'submitted' },
      { owner: 'me' },
      { owner: 'none', sort: 'appointment' },
      { owner: me },
      ...VISA_CASE_SORTS.map((sort) => ({ sort })),
    ];
    for (const filter of filters) {
      const server = await serverIds('/api/admin/visa-cases', filter);
      const mine = filterVisaCases(local, filter, { me, today }).map((v) => v.id);
      expect(mine, JSON.stringify(filter)).toEqual(server.ids);
      expect(mine.length, JSON.stringify(filter)).toBe(server.total);
    }
    expect(filterVisaCases(local, { owner: 'me' }, { me, today })).toHaveLength(1);
  }, 180_000);
});
