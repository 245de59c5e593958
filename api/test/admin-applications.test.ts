import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APPLICATION_STATUSES, applicationSchema, type ApplicationPage } from '@contract';
import { cookieFor, errorMessage, expectAccessRules, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

const pageSchema = z.object({
  items: applicationSchema.array(),
  total: z.number().int(),
  totalAll: z.number().int(),
  nextCursor: z.string().nullable(),
  statusCounts: z.partialRecord(z.enum(APPLICATION_STATUSES), z.number().int().positive()),
});

let api: TestApi;
let cookie: string;
let deletedApplicationId: string;
let orphanApplicationId: string;

beforeAll(async () => {
  api = await startTestApi();
  const knex = api.db.knex;
  // Fixture changes go in before the first request: list totals are cached for a few seconds.
  const [first, second] = await knex('applications').orderBy('id').limit(2).pluck('id');
  deletedApplicationId = first as string;
  await knex('applications').where({ id: deletedApplicationId }).update({ deleted_at: new Date() });
  // A removed student's application stays listed, without a name ('Unknown Student' on screen).
  orphanApplicationId = second as string;
  const { student_id } = await knex('applications').where({ id: orphanApplicationId }).first('student_id');
  await knex('students').where({ id: student_id }).update({ deleted_at: new Date() });
  cookie = await cookieFor(knex, 'partnerships');
});
afterAll(() => api.close());

async function getPage(query: string): Promise<ApplicationPage> {
  const res = await getAs(api, `/api/admin/applications${query}`, cookie);
  expect(res.status).toBe(200);
  return pageSchema.parse(await res.json()) as ApplicationPage;
}

async function walk(query: string, limit: number): Promise<ApplicationPage[]> {
  const pages: ApplicationPage[] = [];
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

const live = () => api.db.knex('applications').whereNull('deleted_at');

describe('GET /api/admin/applications', () => {
  it('keeps the access rules: 401 without a session, each role as the permission matrix says', async () => {
    await expectAccessRules(api, '/api/admin/applications', 'applications:read');
  });

  it('counts every live application per status, and in all', async () => {
    const rows = await live().select('status').count<{ status: string; count: number }[]>({ count: '*' }).groupBy('status');
    const expected = Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
    const page = await getPage('');
    expect(page.statusCounts).toEqual(expected);
    const all = rows.reduce((sum, r) => sum + Number(r.count), 0);
    expect(page.totalAll).toBe(all);
    expect(page.total).toBe(all);
  });

  it("joins each application's student and university names", async () => {
    const page = await getPage('?limit=5');
    for (const item of page.items) {
      const row = await api.db
        .knex('applications as a')
        .join('students as s', 's.id', 'a.student_id')
        .join('universities as u', 'u.id', 'a.university_id')
        .where('a.id', item.id)
        .first<{ name: string; university: string; program: string }>(
          api.db.knex.raw("s.personal_info->>'name' as name"),
          'u.name as university',
          'a.program',
        );
      expect(item).toMatchObject({ studentName: row.name, universityName: row.university, program: row.program });
    }
  });

  it('walks every live application exactly once, the deadlines that shout first, then newest first, and leaves out deleted ones', async () => {
    // contract/deadlines.ts: within 7 days or past, still draft or submitted; soonest first.
    const shouting = live()
      .whereIn('status', ['draft', 'submitted'])
      .whereRaw("deadline_date <= (now() at time zone 'UTC')::date + 7");
    const first = await shouting.clone().orderBy([{ column: 'deadline_date' }, { column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id');
    const rest = await live()
      .whereNotIn('id', shouting.clone().select('id'))
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .pluck('id');
    const expected = [...first, ...rest];
    const pages = await walk('', 9);
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(ids).toEqual(expected);
    expect(ids).not.toContain(deletedApplicationId);
    const orphan = pages.flatMap((p) => p.items).find((i) => i.id === orphanApplicationId)!;
    expect(orphan.studentName).toBeNull();
    expect(orphan.universityName).toEqual(expect.any(String));
  });

  it('filters by status and by student, with totals that match', async () => {
    const underReview = await walk('status=under_review', 10);
    const count = Number((await live().where({ status: 'under_review' }).count({ count: '*' }))[0]!.count);
    expect(underReview[0]!.total).toBe(count);
    expect(underReview[0]!.statusCounts.under_review).toBe(count);
    expect(underReview.flatMap((p) => p.items)).toHaveLength(count);
    expect(underReview.flatMap((p) => p.items).every((i) => i.status === 'under_review')).toBe(true);

    const account = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
    const own = await getPage(`?studentId=${account.student_id}`);
    const expected = await live().where({ student_id: account.student_id }).pluck('id');
    expect(own.total).toBe(expected.length);
    expect(own.items.map((i) => i.id).sort()).toEqual([...expected].sort());
    // Partnerships does not read fees (read-scopes.test.ts); finance sees the portal student's paid fee.
    expect(own.items.some((i) => 'feeStatus' in i || 'applicationFee' in i)).toBe(false);
    const finance = await cookieFor(api.db.knex, 'finance');
    const withFees = (await (await getAs(api, `/api/admin/applications?studentId=${account.student_id}`, finance)).json()) as ApplicationPage;
    expect(withFees.items.some((i) => i.feeStatus === 'paid' && i.applicationFee === 100)).toBe(true);
  });

  it('refuses bad parameters with a 400', async () => {
    for (const query of ['status=accepted', 'studentId=42', 'limit=500', 'cursor=%%%']) {
      const res = await getAs(api, `/api/admin/applications?${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect(await errorMessage(res)).not.toMatch(/went wrong/);
    }
  });
});
