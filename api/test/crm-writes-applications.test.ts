import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationConflictSchema,
  applicationSchema,
  isAllowedTransition,
  transitionRefusal,
  type Application,
} from '@contract';
import { cookieFor, inEveryScope } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
let studentId: string;
let universityId: number;

beforeAll(async () => {
  api = await startTestApi();
  // The writes below set fees, which needs fees:write as well as applications:write (read-scopes.test.ts has the rest).
  cookie = await cookieFor(api.db.knex, 'super_admin');
  studentId = (await api.db.knex('students').whereNull('deleted_at').orderBy('id').first('id')).id;
  universityId = (await api.db.knex('universities').orderBy('id').first('id')).id;
});
afterAll(() => api.close());

const draft = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  studentId,
  universityId,
  program: 'BSc Computer Science',
  deadlineDate: '2026-03-31',
  requirements: ['Transcript', 'Passport copy'],
  applicationFee: 50,
  ...fields,
});

const post = (body: unknown, as = cookie) => sendAs(api, 'POST', '/api/admin/applications', as, body);
const patch = (id: string, body: unknown, as = cookie) => sendAs(api, 'PATCH', `/api/admin/applications/${id}`, as, body);

/** A new record, put in `status` directly in the database when one is given (a create starts in the first state). */
async function createApplication({ status, ...fields }: Record<string, unknown> = {}): Promise<Application> {
  const res = await post(draft(fields));
  expect(res.status).toBe(201);
  const created = applicationSchema.parse(await res.json());
  if (status === undefined) return created;
  await api.db.knex('applications').where({ id: created.id }).update({ status });
  return { ...created, status: status as Application['status'] };
}

describe('POST /api/admin/applications', () => {
  it('stores a draft for today, with the names joined, and records it', async () => {
    const body = draft();
    const res = await post(body);
    expect(res.status).toBe(201);
    const application = applicationSchema.parse(await res.json());
    expect(application).toMatchObject({
      id: body.id,
      studentId,
      universityId,
      program: 'BSc Computer Science',
      status: 'draft',
      applicationDate: new Date().toISOString().slice(0, 10),
      deadlineDate: '2026-03-31',
      decisionDate: null,
      requirements: ['Transcript', 'Passport copy'],
      applicationFee: 50,
      feeStatus: null,
      version: 1,
    });
    expect(application.studentName).toEqual(expect.any(String));
    expect(application.universityName).toEqual(expect.any(String));
    const entries = await auditOf(api.db.knex, 'application', body.id);
    expect(entries).toMatchObject([{ action: 'created', before: null, after: { id: body.id, status: 'draft' } }]);
  });

  it('answers a resent create with the stored row: one row, one audit entry', async () => {
    const body = draft();
    const first = await post(body);
    const again = await post({ ...body, program: 'Changed in the retry' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect(await countRows(api.db.knex, 'applications', { id: body.id })).toBe(1);
    expect(await auditOf(api.db.knex, 'application', body.id)).toHaveLength(1);
  });

  it('refuses a student or university that does not exist with 422, and bad input with 400, storing nothing', async () => {
    const before = await countRows(api.db.knex, 'applications');
    const noStudent = await post(draft({ studentId: randomUUID() }));
    expect(noStudent.status).toBe(422);
    expect((await errorOf(noStudent)).message).toBe('That student does not exist or was removed. Choose a student from the list.');
    const noUniversity = await post(draft({ universityId: 999_999 }));
    expect(noUniversity.status).toBe(422);
    expect((await errorOf(noUniversity)).message).toBe('That university does not exist. Choose one from the list.');
    const bad = await post(draft({ program: '', applicationFee: -5, deadlineDate: '2026-02-30' }));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details).toEqual([
      { field: 'program', message: 'Enter the programme.' },
      { field: 'deadlineDate', message: 'Enter the deadline as YYYY-MM-DD.' },
      { field: 'applicationFee', message: 'The fee cannot be negative.' },
    ]);
    expect(await countRows(api.db.knex, 'applications')).toBe(before);
  });

  it('keeps the access rules: 401, 403 from another site, 403 for roles without applications:write', async () => {
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: '/api/admin/applications', valid: draft(), invalid: { program: '' } },
      'applications:write',
      () => countRows(api.db.knex, 'applications'),
    );
  });
});

describe('PATCH /api/admin/applications/:id', () => {
  it('moves the status, records the decision date and before/after, and bumps the version', async () => {
    const application = await createApplication({ status: 'under_review' });
    const res = await patch(application.id, { version: 1, status: 'conditional_offer', feeStatus: 'paid' });
    expect(res.status).toBe(200);
    const updated = applicationSchema.parse(await res.json());
    expect(updated).toMatchObject({ status: 'conditional_offer', feeStatus: 'paid', version: 2, decisionDate: new Date().toISOString().slice(0, 10) });
    expect((await auditOf(api.db.knex, 'application', application.id)).at(-1)).toMatchObject({
      action: 'status_changed',
      before: { status: 'under_review', version: 1 },
      after: { status: 'conditional_offer', version: 2 },
      changes: { status: { from: 'under_review', to: 'conditional_offer' }, feeStatus: { from: null, to: 'paid' } },
    });
  });

  it('answers a stale version with 409 and the current row; the same change resent is done, not a conflict', async () => {
    const application = await createApplication();
    expect((await patch(application.id, { version: 1, status: 'submitted' })).status).toBe(200);
    expect((await patch(application.id, { version: 1, status: 'submitted' })).status).toBe(200);
    const stale = await patch(application.id, { version: 1, program: 'MBA' });
    expect(stale.status).toBe(409);
    const { current } = applicationConflictSchema.parse((await errorOf(stale)).details);
    expect(current).toMatchObject({ id: application.id, version: 2, status: 'submitted', program: 'BSc Computer Science' });
    expect(await auditOf(api.db.knex, 'application', application.id)).toHaveLength(2);
  });

  it('allows exactly the moves of the contract and refuses every other in words', async () => {
    const application = await createApplication();
    let refused = 0;
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        if (from === to) continue;
        await api.db.knex('applications').where({ id: application.id }).update({ status: from });
        const { version } = await api.db.knex('applications').where({ id: application.id }).first('version');
        const res = await patch(application.id, { version, status: to });
        if (isAllowedTransition('application', from, to)) {
          expect(res.status, `${from} -> ${to}`).toBe(200);
          await res.arrayBuffer();
        } else {
          refused += 1;
          expect(res.status, `${from} -> ${to}`).toBe(422);
          expect((await errorOf(res)).message).toBe(transitionRefusal('application', from, to));
          expect((await api.db.knex('applications').where({ id: application.id }).first('status')).status).toBe(from);
        }
      }
    }
    expect(refused).toBe(30 - 7);
  });

  it('refuses bad input (400) and an unknown id (404), and keeps the access rules', async () => {
    const application = await createApplication();
    expect((await patch(application.id, { version: 1, universityId: 'three' })).status).toBe(400);
    expect((await patch(randomUUID(), { version: 1, program: 'MBA' })).status).toBe(404);
    const nowhere = await patch(application.id, { version: 1, universityId: 999_999 });
    expect(nowhere.status).toBe(422);
    // The student in every counselor's and officer's row scope: this is about each role's permission (issue 33).
    await inEveryScope(api.db.knex, [application.studentId], { visaCase: true });
    await expectWriteAccessRules(
      api,
      { method: 'PATCH', path: `/api/admin/applications/${application.id}`, valid: { version: 1, program: 'MBA' }, invalid: { program: 'MBA' } },
      'applications:write',
      () => api.db.knex('applications').where({ id: application.id }).first('version', 'program'),
    );
  });
});
