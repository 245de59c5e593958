// POST /api/admin/students/bulk: each student changed as a single edit would be (rules, audit), the answer saying per
// student done, refused with the reason, or conflict; a refusal on one leaves the others done.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentBulkAnswerSchema, STUDENT_BULK_MAX, type StudentBulkInput, type StudentStage } from '@contract';
import { cookieFor, createAdmin, errorMessage } from './admin-helpers';
import { auditOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

const PATH = '/api/admin/students/bulk';
let api: TestApi;
let cookie: string;
let counselorId: string;

beforeAll(async () => {
  api = await startTestApi();
  cookie = await cookieFor(api.db.knex, 'admissions_lead');
  counselorId = await createAdmin(api.db.knex, 'counselor');
});
afterAll(() => api.close());

/** New students in the given stages (with a phone, so the answer's projection shows), returned in that order. */
async function students(stages: StudentStage[], tags: string[] = []): Promise<string[]> {
  const rows = stages.map((stage, i) => ({
    id: randomUUID(),
    personal_info: { name: `Bulk Student ${i}`, phone: '+254700000000' },
    stage,
    priority: 'medium',
    tags,
  }));
  await api.db.knex('students').insert(rows);
  return rows.map((r) => r.id);
}

async function bulk(body: StudentBulkInput, as = cookie) {
  const res = await sendAs(api, 'POST', PATH, as, body);
  expect(res.status).toBe(200);
  return studentBulkAnswerSchema.parse(await res.json());
}

const stored = (ids: string[]) =>
  api.db.knex('students').whereIn('id', ids).orderBy('id').select('id', 'stage', 'assigned_counselor', 'tags', 'version');

describe('POST /api/admin/students/bulk', () => {
  it('keeps the write access rules: 401, another site 403, roles without students:write 403', async () => {
    const ids = await students(['lead']);
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: PATH, valid: { ids, action: 'stage', value: 'offer' }, invalid: { ids, action: 'stage', value: 'moon' } },
      'students:write',
      () => stored(ids),
    );
  });

  it('assigns each student to the counselor, each with its own audit entry by the person', async () => {
    const ids = await students(['lead', 'offer', 'visa']);
    const answer = await bulk({ ids, action: 'assign', value: counselorId });
    expect(answer.counts).toEqual({ done: 3, refused: 0, conflict: 0 });
    expect(answer.results.map((r) => [r.id, r.outcome])).toEqual(ids.map((id) => [id, 'done']));
    for (const r of answer.results) if (r.outcome === 'done') expect(r.student.assignedCounselor).toBe(counselorId);
    for (const row of await stored(ids)) expect(row).toMatchObject({ assigned_counselor: counselorId, version: 2 });
    for (const id of ids) {
      const [entry] = await auditOf(api.db.knex, 'student', id);
      expect(entry).toMatchObject({ action: 'updated', changes: { assignedCounselor: { from: null, to: counselorId } } });
    }
    // Unassigning is the same action with null.
    expect((await bulk({ ids: ids.slice(0, 1), action: 'assign', value: null })).counts.done).toBe(1);
    expect((await stored(ids.slice(0, 1)))[0]!.assigned_counselor).toBeNull();
  });

  it('refuses a staff member who may not be assigned, for every student, storing nothing', async () => {
    const ids = await students(['lead', 'lead']);
    const marketer = await createAdmin(api.db.knex, 'marketing');
    const answer = await bulk({ ids, action: 'assign', value: marketer });
    expect(answer.results).toEqual(
      ids.map((id) => ({ id, outcome: 'refused', reason: 'That staff member is not an active counselor. Choose a counselor from the list.' })),
    );
    for (const row of await stored(ids)) expect(row).toMatchObject({ assigned_counselor: null, version: 1 });
  });

  it('applies the transition rules per student: the allowed moves are done, the others refused with the rule', async () => {
    const ids = await students(['lead', 'application_in_progress', 'offer', 'visa']);
    const answer = await bulk({ ids, action: 'stage', value: 'application_in_progress' });
    expect(answer.results.map((r) => [r.outcome, r.outcome === 'done' ? r.student.stage : r.reason])).toEqual([
      ['done', 'application_in_progress'],
      ['done', 'application_in_progress'], // already there: nothing to change
      ['done', 'application_in_progress'], // one stage back corrects a mistake
      ['refused', 'A student cannot go from visa to application in progress. A student can only go back one stage.'],
    ]);
    expect(answer.counts).toEqual({ done: 3, refused: 1, conflict: 0 });
    expect((await stored(ids)).find((r) => r.id === ids[3])).toMatchObject({ stage: 'visa', version: 1 });
    const [moved] = await auditOf(api.db.knex, 'student', ids[0]!);
    expect(moved).toMatchObject({ action: 'stage_changed' });
    expect(await auditOf(api.db.knex, 'student', ids[1]!)).toHaveLength(0);
  });

  it('reports a removed or unknown student and a stale version per id, doing the rest', async () => {
    const [kept, removed, stale] = await students(['lead', 'lead', 'lead']);
    await api.db.knex('students').where({ id: removed }).update({ deleted_at: new Date() });
    await api.db.knex('students').where({ id: stale }).update({ version: 2, priority: 'high' });
    const unknown = randomUUID();
    const answer = await bulk({
      ids: [kept!, removed!, unknown, stale!],
      action: 'stage',
      value: 'offer',
      versions: { [kept!]: 1, [stale!]: 1 },
    });
    const [a, b, c, d] = answer.results;
    expect(a).toMatchObject({ id: kept, outcome: 'done' });
    expect(b).toEqual({ id: removed, outcome: 'refused', reason: 'No student with this id: it may have been removed.' });
    expect(c).toEqual({ id: unknown, outcome: 'refused', reason: 'No student with this id: it may have been removed.' });
    expect(d).toMatchObject({ id: stale, outcome: 'conflict', current: { id: stale, version: 2, priority: 'high', stage: 'lead' } });
    expect(d?.outcome === 'conflict' && d.reason).toMatch(/^Someone else changed this student since you opened it/);
    expect(answer.counts).toEqual({ done: 1, refused: 2, conflict: 1 });
    expect((await stored([stale!]))[0]).toMatchObject({ stage: 'lead', version: 2 });
  });

  it('adds a tag once (any case), refusing a student that already has 20', async () => {
    const [plain] = await students(['lead']);
    const [tagged] = await students(['lead'], ['Nairobi Fair 2026']);
    const [full] = await students(['lead'], Array.from({ length: 20 }, (_, i) => `Tag ${i}`));
    const answer = await bulk({ ids: [plain!, tagged!, full!], action: 'tag', value: '  nairobi fair 2026 ' });
    expect(answer.results.map((r) => [r.outcome, r.outcome === 'done' ? r.student.tags : r.reason])).toEqual([
      ['done', ['nairobi fair 2026']],
      ['done', ['Nairobi Fair 2026']],
      ['refused', 'Up to 20 tags.'],
    ]);
    expect(await auditOf(api.db.knex, 'student', tagged!)).toHaveLength(0);
  });

  it("answers each student as the role may read it (marketing: no phone)", async () => {
    const ids = await students(['lead']);
    const answer = await bulk({ ids, action: 'tag', value: 'Website' }, await cookieFor(api.db.knex, 'marketing'));
    const [result] = answer.results;
    expect(result?.outcome === 'done' && result.student.personalInfo).toEqual({ name: 'Bulk Student 0' });
  });

  it('refuses a request it cannot read with a 400 that says why', async () => {
    const [id] = await students(['lead']);
    const cases: [unknown, string][] = [
      [{ ids: [], action: 'tag', value: 'x' }, 'Choose at least one student.'],
      [{ ids: Array.from({ length: STUDENT_BULK_MAX + 1 }, () => randomUUID()), action: 'tag', value: 'x' }, `Choose at most ${STUDENT_BULK_MAX} students at a time.`],
      [{ ids: [id, id!.toUpperCase()], action: 'tag', value: 'x' }, 'Each student can be chosen once.'],
      [{ ids: ['nope'], action: 'tag', value: 'x' }, 'Each id must be a student id (a UUID).'],
      [{ ids: [id], action: 'delete', value: 'x' }, "action is 'assign', 'stage' or 'tag'."],
      [{ ids: [id], action: 'stage', value: 'moon' }, 'Choose a stage.'],
      [{ ids: [id], action: 'assign', value: 'someone' }, 'Choose a counselor from the list.'],
      [{ ids: [id], action: 'tag', value: '   ' }, 'A tag cannot be empty.'],
    ];
    for (const [body, message] of cases) {
      const res = await sendAs(api, 'POST', PATH, cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorMessage(res)).toBe(message);
    }
    expect((await stored([id!]))[0]).toMatchObject({ tags: [], version: 1 });
  });
});
