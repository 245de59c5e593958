import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VISA_STATUSES, visaCaseSchema, type VisaCasePage } from '@contract';
import { cookieFor, errorMessage, expectAccessRules, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

const pageSchema = z.object({
  items: visaCaseSchema.array(),
  total: z.number().int(),
  totalAll: z.number().int(),
  nextCursor: z.string().nullable(),
  statusCounts: z.partialRecord(z.enum(VISA_STATUSES), z.number().int().positive()),
});

let api: TestApi;
let cookie: string;
let deletedCaseId: string;

beforeAll(async () => {
  api = await startTestApi();
  const knex = api.db.knex;
  // Fixture changes go in before the first request: list totals are cached for a few seconds.
  const [first] = await knex('visa_cases').where({ status: 'approved' }).orderBy('id').limit(1).pluck('id');
  deletedCaseId = first as string;
  await knex('visa_cases').where({ id: deletedCaseId }).update({ deleted_at: new Date() });
  cookie = await cookieFor(knex, 'admissions_lead');
});
afterAll(() => api.close());

async function getPage(query: string): Promise<VisaCasePage> {
  const res = await getAs(api, `/api/admin/visa-cases${query}`, cookie);
  expect(res.status).toBe(200);
  return pageSchema.parse(await res.json()) as VisaCasePage;
}

async function walk(query: string, limit: number): Promise<VisaCasePage[]> {
  const pages: VisaCasePage[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    pages.push(await getPage(`?${params}`));
    cursor = pages.at(-1)!.nextCursor;
  } while (cursor && pages.length < 1000);
  return pages;
}

const live = () => api.db.knex('visa_cases').whereNull('deleted_at');

describe('GET /api/admin/visa-cases', () => {
  it('keeps the access rules: 401 without a session, each role as the permission matrix says', async () => {
    await expectAccessRules(api, '/api/admin/visa-cases', 'visas:read');
  });

  it('counts every live case per status, and in all', async () => {
    const rows = await live().select('status').count<{ status: string; count: number }[]>({ count: '*' }).groupBy('status');
    const page = await getPage('');
    expect(page.statusCounts).toEqual(Object.fromEntries(rows.map((r) => [r.status, Number(r.count)])));
    const all = rows.reduce((sum, r) => sum + Number(r.count), 0);
    expect(page.totalAll).toBe(all);
    expect(page.total).toBe(all);
  });

  it('walks every live case exactly once, newest first, each with its student name', async () => {
    const expected = await live()
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .pluck('id');
    const items = (await walk('', 11)).flatMap((p) => p.items);
    expect(items.map((i) => i.id)).toEqual(expected);
    expect(expected).not.toContain(deletedCaseId);

    const account = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
    const portal = items.find((i) => i.studentId === account.student_id)!;
    expect(portal).toMatchObject({
      studentName: 'Amina Hassan',
      visaType: 'Student Pass',
      status: 'interview_scheduled',
      appointmentDate: '2026-12-03T07:30:00.000Z',
    });
    expect(portal.requirements.length).toBeGreaterThan(3);
    expect(portal.assignedOfficer).toEqual(expect.any(String));
  });

  it('filters by status and by student, with totals that match', async () => {
    const approved = await walk('status=approved', 10);
    const count = Number((await live().where({ status: 'approved' }).count({ count: '*' }))[0]!.count);
    expect(approved[0]!.total).toBe(count);
    expect(approved.flatMap((p) => p.items)).toHaveLength(count);
    expect(approved.flatMap((p) => p.items).every((i) => i.status === 'approved')).toBe(true);

    const { student_id } = await live().first('student_id');
    const own = await getPage(`?studentId=${student_id}`);
    expect(own.total).toBe(Number((await live().where({ student_id }).count({ count: '*' }))[0]!.count));
    expect(own.items.every((i) => i.studentId === student_id)).toBe(true);
  });

  it('refuses bad parameters with a 400', async () => {
    for (const query of ['status=pending', 'studentId=abc', 'limit=-1']) {
      const res = await getAs(api, `/api/admin/visa-cases?${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect(await errorMessage(res)).not.toMatch(/went wrong/);
    }
  });
});
