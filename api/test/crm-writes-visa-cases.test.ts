import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAllowedTransition,
  transitionRefusal,
  VISA_STATUSES,
  visaCaseConflictSchema,
  visaCaseSchema,
  type VisaCase,
} from '@contract';
import { cookieFor, inEveryScope } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
let studentId: string;

beforeAll(async () => {
  api = await startTestApi();
  cookie = await cookieFor(api.db.knex, 'visa_officer');
  studentId = (await api.db.knex('students').whereNull('deleted_at').orderBy('id').first('id')).id;
  // Unassigned, so the matrix tests see each role's permission, not the row scope's 404 (issue 33).
  await inEveryScope(api.db.knex, [studentId]);
});
afterAll(() => api.close());

const opening = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  studentId,
  visaType: 'Student Pass',
  appointmentDate: '2026-01-12T09:30:00+03:00',
  requirements: ['Offer letter', 'Medical check'],
  ...fields,
});

const post = (body: unknown, as = cookie) => sendAs(api, 'POST', '/api/admin/visa-cases', as, body);
const patch = (id: string, body: unknown, as = cookie) => sendAs(api, 'PATCH', `/api/admin/visa-cases/${id}`, as, body);

/** A new record, put in `status` directly in the database when one is given (a create starts in the first state). */
async function createCase({ status, ...fields }: Record<string, unknown> = {}): Promise<VisaCase> {
  const res = await post(opening(fields));
  expect(res.status).toBe(201);
  const created = visaCaseSchema.parse(await res.json());
  if (status === undefined) return created;
  await api.db.knex('visa_cases').where({ id: created.id }).update({ status });
  return { ...created, status: status as VisaCase['status'] };
}

describe('POST /api/admin/visa-cases', () => {
  it('opens a case in preparing, with the student named, and records it', async () => {
    const body = opening();
    const res = await post(body);
    expect(res.status).toBe(201);
    const visaCase = visaCaseSchema.parse(await res.json());
    expect(visaCase).toMatchObject({
      id: body.id,
      studentId,
      visaType: 'Student Pass',
      status: 'preparing',
      appointmentDate: '2026-01-12T06:30:00.000Z',
      requirements: ['Offer letter', 'Medical check'],
      version: 1,
    });
    expect(visaCase.studentName).toEqual(expect.any(String));
    expect(await auditOf(api.db.knex, 'visa_case', body.id)).toMatchObject([{ action: 'created', before: null, after: { status: 'preparing' } }]);
  });

  it('answers a resent create with the stored row: one row, one audit entry', async () => {
    const body = opening();
    const first = await post(body);
    const again = await post(body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect(await countRows(api.db.knex, 'visa_cases', { id: body.id })).toBe(1);
    expect(await auditOf(api.db.knex, 'visa_case', body.id)).toHaveLength(1);
  });

  it('refuses a missing student (422) and bad input (400), storing nothing', async () => {
    const before = await countRows(api.db.knex, 'visa_cases');
    const noStudent = await post(opening({ studentId: randomUUID() }));
    expect(noStudent.status).toBe(422);
    const bad = await post(opening({ visaType: '', appointmentDate: 'next Tuesday' }));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details).toEqual([
      { field: 'visaType', message: 'Enter the visa type, e.g. Student Pass.' },
      { field: 'appointmentDate', message: 'Enter the appointment as a date and time.' },
    ]);
    expect(await countRows(api.db.knex, 'visa_cases')).toBe(before);
  });

  it('keeps the access rules: 401, 403 from another site, 403 for roles without visas:write', async () => {
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: '/api/admin/visa-cases', valid: opening(), invalid: { visaType: '' } },
      'visas:write',
      () => countRows(api.db.knex, 'visa_cases'),
    );
  });
});

describe('PATCH /api/admin/visa-cases/:id', () => {
  it('moves the status and records before and after', async () => {
    const visaCase = await createCase({ status: 'interview_scheduled' });
    const res = await patch(visaCase.id, { version: 1, status: 'approved' });
    expect(res.status).toBe(200);
    expect(visaCaseSchema.parse(await res.json())).toMatchObject({ status: 'approved', version: 2 });
    const stored = await api.db.knex('visa_cases').where({ id: visaCase.id }).first('decision_date');
    expect(stored.decision_date).toBe(new Date().toISOString().slice(0, 10));
    expect((await auditOf(api.db.knex, 'visa_case', visaCase.id)).at(-1)).toMatchObject({
      action: 'status_changed',
      before: { status: 'interview_scheduled', version: 1 },
      after: { status: 'approved', version: 2 },
      changes: { status: { from: 'interview_scheduled', to: 'approved' } },
    });
  });

  it('refuses preparing to approved with the sentence a person understands', async () => {
    const visaCase = await createCase();
    const res = await patch(visaCase.id, { version: 1, status: 'approved' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('A visa case cannot go from preparing to approved.');
  });

  it('answers a stale version with 409 and the current row; the same change resent is done, not a conflict', async () => {
    const visaCase = await createCase();
    expect((await patch(visaCase.id, { version: 1, status: 'submitted' })).status).toBe(200);
    expect((await patch(visaCase.id, { version: 1, status: 'submitted' })).status).toBe(200);
    const stale = await patch(visaCase.id, { version: 1, appointmentDate: null });
    expect(stale.status).toBe(409);
    const { current } = visaCaseConflictSchema.parse((await errorOf(stale)).details);
    expect(current).toMatchObject({ id: visaCase.id, version: 2, status: 'submitted', appointmentDate: '2026-01-12T06:30:00.000Z' });
    expect(await auditOf(api.db.knex, 'visa_case', visaCase.id)).toHaveLength(2);
  });

  it('allows exactly the moves of the contract and refuses every other in words', async () => {
    const visaCase = await createCase();
    let refused = 0;
    for (const from of VISA_STATUSES) {
      for (const to of VISA_STATUSES) {
        if (from === to) continue;
        await api.db.knex('visa_cases').where({ id: visaCase.id }).update({ status: from });
        const { version } = await api.db.knex('visa_cases').where({ id: visaCase.id }).first('version');
        const res = await patch(visaCase.id, { version, status: to });
        if (isAllowedTransition('visa_case', from, to)) {
          expect(res.status, `${from} -> ${to}`).toBe(200);
          await res.arrayBuffer();
        } else {
          refused += 1;
          expect(res.status, `${from} -> ${to}`).toBe(422);
          expect((await errorOf(res)).message).toBe(transitionRefusal('visa_case', from, to));
          expect((await api.db.knex('visa_cases').where({ id: visaCase.id }).first('status')).status).toBe(from);
        }
      }
    }
    expect(refused).toBe(20 - 6);
  });

  it('refuses bad input (400) and an unknown id (404), and keeps the access rules', async () => {
    const visaCase = await createCase();
    expect((await patch(visaCase.id, { version: 1, status: 'lost' })).status).toBe(400);
    expect((await patch(randomUUID(), { version: 1, visaType: 'Dependant Pass' })).status).toBe(404);
    await expectWriteAccessRules(
      api,
      { method: 'PATCH', path: `/api/admin/visa-cases/${visaCase.id}`, valid: { version: 1, visaType: 'Dependant Pass' }, invalid: { visaType: 'x' } },
      'visas:write',
      () => api.db.knex('visa_cases').where({ id: visaCase.id }).first('version', 'visa_type'),
    );
  });
});
