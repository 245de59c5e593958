import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityEntrySchema, studentDetailSchema, type ActivityEntry, type AdminRole } from '@contract';
import { cookieFor, expectAccessRules, getAs } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

const activityPageSchema = z.object({
  items: activityEntrySchema.array(),
  total: z.number().int(),
  totalAll: z.number().int(),
  nextCursor: z.string().nullable(),
});

let api: TestApi;
let counselor: string;
let studentId: string;
let applicationId: string;

/** A lead added at a fair, moved on, then given an application and a visa case: four entries on its timeline. */
beforeAll(async () => {
  api = await startTestApi();
  counselor = await cookieFor(api.db.knex, 'counselor');
  const admin = await cookieFor(api.db.knex, 'super_admin');
  studentId = randomUUID();
  applicationId = randomUUID();
  const universityId = (await api.db.knex('universities').orderBy('id').first('id')).id as number;
  const writes: [string, string, unknown][] = [
    ['POST', '/api/admin/students', { id: studentId, name: 'Amina Yusuf', country: 'Sudan', tags: ['Khartoum Fair'] }],
    ['PATCH', `/api/admin/students/${studentId}`, { version: 1, stage: 'application_in_progress' }],
    ['POST', '/api/admin/applications', { id: applicationId, studentId, universityId, program: 'BEng Civil Engineering' }],
    ['POST', '/api/admin/visa-cases', { studentId, visaType: 'Student Pass' }],
    ['PATCH', `/api/admin/applications/${applicationId}`, { version: 1, status: 'submitted' }],
  ];
  for (const [method, path, body] of writes) {
    const res = await sendAs(api, method as 'POST' | 'PATCH', path, admin, body);
    expect(res.ok, `${method} ${path}`).toBe(true);
  }
  // A visa case starts as preparing (issue 12 item 6); the submission it waits for is set in the database.
  await api.db.knex('visa_cases').where({ student_id: studentId }).update({ status: 'submitted' });
});
afterAll(() => api.close());

async function timeline(role: AdminRole | string, query = ''): Promise<z.infer<typeof activityPageSchema>> {
  const cookie = role.includes('=') ? role : await cookieFor(api.db.knex, role as AdminRole);
  const res = await getAs(api, `/api/admin/students/${studentId}/activity${query}`, cookie);
  expect(res.status).toBe(200);
  return activityPageSchema.parse(await res.json());
}

const words = (entries: ActivityEntry[]) => entries.map((e) => [e.title, e.detail]);

describe('GET /api/admin/students/:id/activity', () => {
  it("lists the student's own entries and those of their applications and visa cases, newest first, in words", async () => {
    const page = await timeline(counselor);
    expect(page.total).toBe(5);
    expect(words(page.items)).toEqual([
      ['Application status updated', 'Status changed to Submitted for Amina Yusuf'],
      ['New visa case', 'Student Pass case opened for Amina Yusuf'],
      ['New application', expect.stringMatching(/^Amina Yusuf applied for BEng Civil Engineering at .+/)],
      ['Student stage updated', 'Amina Yusuf moved to Application in Progress'],
      ['New student added', 'Amina Yusuf from Sudan joined the pipeline'],
    ]);
    expect(page.items.every((e) => e.studentId === studentId && e.actorName === 'Test super_admin')).toBe(true);
  });

  it('pages with the cursor, each entry once', async () => {
    const first = await timeline(counselor, '?limit=2');
    const second = await timeline(counselor, `?limit=2&cursor=${first.nextCursor}`);
    const third = await timeline(counselor, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((e) => e.id);
    expect(ids).toEqual((await timeline(counselor)).items.map((e) => e.id));
    const bad = await getAs(api, `/api/admin/students/${studentId}/activity?cursor=nonsense`, counselor);
    expect(bad.status).toBe(400);
  });

  it.each([
    ['February 30', ['2026-02-30T00:00:00.000000Z', 5]],
    ['month 13, hour 99', ['2026-13-45T99:99:99Z', 5]],
    ['year 0', ['0000-01-01T00:00:00.000000Z', 5]],
    ['an id past 2^53', ['2026-01-01T00:00:00.000000Z', 2 ** 60]],
    ['an id that is not a number', ['2026-01-01T00:00:00.000000Z', '5']],
  ])('refuses a cursor with %s as a 400 that says what to do, never a 500', async (_what, key) => {
    const cursor = Buffer.from(JSON.stringify(key)).toString('base64url');
    const res = await getAs(api, `/api/admin/students/${studentId}/activity?cursor=${cursor}`, counselor);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('This list cursor is not valid. Load the timeline again from its first page.');
  });

  it('shows a role only the entries about records it may read', async () => {
    const page = await timeline('marketing');
    expect(page.items.map((e) => e.entity)).toEqual(['student', 'student']);
  });

  it('keeps the access rules and answers 404 for an unknown student', async () => {
    await expectAccessRules(api, `/api/admin/students/${studentId}/activity`, 'students:read');
    expect((await getAs(api, `/api/admin/students/${randomUUID()}/activity`, counselor)).status).toBe(404);
  });
});

describe('GET /api/admin/students/:id', () => {
  it('answers the profile with its applications and visa cases', async () => {
    const res = await getAs(api, `/api/admin/students/${studentId}`, counselor);
    const detail = studentDetailSchema.parse(await res.json());
    expect(detail.student).toMatchObject({ id: studentId, stage: 'application_in_progress', tags: ['Khartoum Fair'] });
    expect(detail.applications?.map((a) => [a.id, a.status])).toEqual([[applicationId, 'submitted']]);
    expect(detail.visaCases?.map((v) => v.status)).toEqual(['submitted']);
    expect(detail.possibleDuplicateOf).toEqual([]);
  });

  it('leaves out what the role may not read, keeps the access rules, and answers 404 for an unknown id', async () => {
    const res = await getAs(api, `/api/admin/students/${studentId}`, await cookieFor(api.db.knex, 'marketing'));
    expect(studentDetailSchema.parse(await res.json())).toMatchObject({ applications: null, visaCases: null });
    await expectAccessRules(api, `/api/admin/students/${studentId}`, 'students:read');
    expect((await getAs(api, `/api/admin/students/${randomUUID()}`, counselor)).status).toBe(404);
    expect((await getAs(api, '/api/admin/students/nope', counselor)).status).toBe(404);
  });
});

describe("the dashboard's Recent Mission Updates", () => {
  async function recent(role: AdminRole): Promise<ActivityEntry[]> {
    const res = await getAs(api, '/api/admin/dashboard', await cookieFor(api.db.knex, role));
    return activityEntrySchema.array().parse((await res.json()).recentUpdates);
  }

  it('shows the latest real entries, newest first', async () => {
    const entries = await recent('support');
    expect(entries).toHaveLength(5);
    expect(words(entries.slice(0, 2))).toEqual([
      ['Application status updated', 'Status changed to Submitted for Amina Yusuf'],
      ['New visa case', 'Student Pass case opened for Amina Yusuf'],
    ]);
  });

  it('shows marketing only entries about students', async () => {
    const entries = await recent('marketing');
    expect(entries.map((e) => e.entity)).toEqual(Array(5).fill('student'));
    expect(words(entries.slice(0, 1))).toEqual([['Student stage updated', 'Amina Yusuf moved to Application in Progress']]);
  });
});
