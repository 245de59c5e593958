// Least privilege in every answer (issue 12 items 1 and 5): each role receives only the fields the read table
// (contract/read-scopes.ts) grants it, in lists, the profile, its activity, the dashboard's recent updates, the
// sync that fills the offline copy, and the answers of writes. The fixture is one student with every personal field,
// an application with a fee marked paid and a visa case, written by the super admin so the audit trail holds them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, GUARDED_FIELDS, mayRead, READ_SCOPES, type AdminRole, type SyncEntity } from '@contract';
import { cookieFor, getAs } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { syncPath } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
const cookies = {} as Record<AdminRole, string>;
let studentId: string;
let applicationId: string;

type Json = Record<string, unknown>;

/** Fields of a record as the client receives it: the top-level keys and a student's personalInfo keys. */
function fieldsOf(row: Json): string[] {
  const info = typeof row.personalInfo === 'object' && row.personalInfo !== null ? Object.keys(row.personalInfo) : [];
  return [...Object.keys(row), ...info];
}

/** The guarded fields the row carries are exactly those the role may read (where the fixture has a value). */
function expectScoped(role: AdminRole, entity: SyncEntity, row: Json) {
  const carried = fieldsOf(row);
  for (const field of GUARDED_FIELDS[entity]) {
    if (!mayRead(role, entity, field as never)) expect(carried, `${role} must not receive ${entity}.${field}`).not.toContain(field);
  }
}

async function json(res: Response, status = 200): Promise<Json> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as Json;
}

beforeAll(async () => {
  api = await startTestApi();
  for (const role of ADMIN_ROLES) cookies[role] = await cookieFor(api.db.knex, role);
  const admin = cookies.super_admin;
  const student = await json(
    await sendAs(api, 'POST', '/api/admin/students', admin, {
      name: 'Sagal Warsame',
      email: 'sagal.warsame@example.com',
      phone: '+252 61 555 0199',
      country: 'Somalia',
      tags: ['Fair'],
    }),
    201,
  );
  studentId = student.id as string;
  await api.db.knex('students').where({ id: studentId }).update({
    personal_info: api.db.knex.raw(`personal_info || '{"dateOfBirth":"2006-03-14"}'::jsonb`),
    updated_at: api.db.knex.raw("now() + interval '1 day'"),
  });
  const university = await api.db.knex('universities').orderBy('id').first<{ id: number }>('id');
  const application = await json(
    await sendAs(api, 'POST', '/api/admin/applications', admin, {
      studentId,
      universityId: university.id,
      program: 'BSc Nursing',
      applicationFee: 250,
      feeStatus: 'paid',
    }),
    201,
  );
  applicationId = application.id as string;
  await json(await sendAs(api, 'POST', '/api/admin/visa-cases', admin, { studentId, visaType: 'Student Pass' }), 201);
  // The fixture's rows are the newest: the first sync page and the dashboard's five latest entries show them.
  await api.db.knex('applications').where({ id: applicationId }).update({ updated_at: api.db.knex.raw("now() + interval '1 day'") });
  await api.db.knex('activity_log').where('created_at', '>', api.db.knex.raw("now() - interval '1 hour'")).update({
    created_at: api.db.knex.raw("now() + interval '1 day'"),
  });
});
afterAll(() => api.close());

describe('each role receives only the fields its read table grants', () => {
  it('finance, marketing and partnerships get no contact details and no date of birth; no role but finance and the super admin gets fees', () => {
    for (const role of ['finance', 'marketing', 'partnerships'] as const) {
      for (const field of ['email', 'phone', 'dateOfBirth'] as const) expect(mayRead(role, 'students', field)).toBe(false);
    }
    const feeReaders = ADMIN_ROLES.filter((role) => mayRead(role, 'applications', 'applicationFee'));
    expect(feeReaders).toEqual(['super_admin', 'finance']);
  });

  it('in the student list', async () => {
    for (const role of ADMIN_ROLES.filter((r) => can(r, 'students:read'))) {
      const page = await json(await getAs(api, '/api/admin/students?search=Sagal%20Warsame', cookies[role]));
      const [row] = page.items as Json[];
      expect(row, role).toMatchObject({ id: studentId, personalInfo: { name: 'Sagal Warsame', country: 'Somalia' }, tags: ['Fair'] });
      expectScoped(role, 'students', row!);
      expect('email' in (row!.personalInfo as Json), role).toBe(mayRead(role, 'students', 'email'));
    }
  });

  it('in the application list', async () => {
    for (const role of ADMIN_ROLES.filter((r) => can(r, 'applications:read'))) {
      const page = await json(await getAs(api, `/api/admin/applications?studentId=${studentId}`, cookies[role]));
      const [row] = page.items as Json[];
      expect(row, role).toMatchObject({ id: applicationId, program: 'BSc Nursing', status: 'draft' });
      expectScoped(role, 'applications', row!);
      if (mayRead(role, 'applications', 'applicationFee')) expect(row).toMatchObject({ applicationFee: 250, feeStatus: 'paid' });
    }
  });

  it('in the profile: the student and its applications and visa cases', async () => {
    for (const role of ADMIN_ROLES) {
      const detail = await json(await getAs(api, `/api/admin/students/${studentId}`, cookies[role]));
      const student = detail.student as Json;
      expectScoped(role, 'students', student);
      if (mayRead(role, 'students', 'dateOfBirth')) expect(student.personalInfo).toMatchObject({ dateOfBirth: '2006-03-14' });
      const applications = detail.applications as Json[] | null;
      expect(applications === null, role).toBe(READ_SCOPES[role].applications === null);
      for (const row of applications ?? []) expectScoped(role, 'applications', row);
      if (applications) expect(applications[0]!.feeStatus === 'paid', role).toBe(mayRead(role, 'applications', 'feeStatus'));
      for (const row of (detail.visaCases as Json[] | null) ?? []) expectScoped(role, 'visa-cases', row);
    }
  });

  it("in the activity's changes: the timeline and the dashboard's recent updates", async () => {
    for (const role of ADMIN_ROLES) {
      const timeline = await json(await getAs(api, `/api/admin/students/${studentId}/activity`, cookies[role]));
      const recent = (await json(await getAs(api, '/api/admin/dashboard', cookies[role]))).recentUpdates as Json[];
      const entries = [...(timeline.items as Json[]), ...recent];
      expect(entries.length, role).toBeGreaterThan(0);
      for (const entry of entries) {
        const entity = ({ student: 'students', application: 'applications', visa_case: 'visa-cases' } as const)[entry.entity as 'student'];
        expectScoped(role, entity, entry.changes as Json);
      }
      const created = (timeline.items as Json[]).find((e) => e.entity === 'student' && e.action === 'created')!;
      expect('email' in (created.changes as Json), role).toBe(mayRead(role, 'students', 'email'));
      expect((created.changes as Json).name, role).toEqual({ from: null, to: 'Sagal Warsame' });
      const application = entries.find((e) => e.entity === 'application' && e.action === 'created');
      if (application) expect('applicationFee' in (application.changes as Json), role).toBe(mayRead(role, 'applications', 'applicationFee'));
    }
  });

  it('in the sync that fills the offline copy', async () => {
    for (const role of ADMIN_ROLES) {
      for (const entity of ['students', 'applications', 'visa-cases'] as const) {
        if (READ_SCOPES[role][entity] === null) continue;
        const page = await json(await getAs(api, syncPath(entity, undefined, 1000), cookies[role]));
        const items = page.items as Json[];
        expect(items.length, `${role} ${entity}`).toBeGreaterThan(0);
        for (const row of items) expectScoped(role, entity, row);
        if (entity === 'students') {
          const ours = items.find((s) => s.id === studentId) ?? (await lastSyncedStudent(role));
          expect('phone' in (ours.personalInfo as Json), role).toBe(mayRead(role, 'students', 'phone'));
        }
      }
    }
  });
});

/** The fixture student from a pull to its end (it is the newest change). */
async function lastSyncedStudent(role: AdminRole): Promise<Json> {
  let since: string | undefined;
  for (;;) {
    const page = await json(await getAs(api, syncPath('students', since, 1000), cookies[role]));
    const found = (page.items as Json[]).find((s) => s.id === studentId);
    if (found) return found;
    expect(page.remaining).toBeGreaterThan(0);
    since = page.nextCursor as string;
  }
}

describe('fees are set by finance', () => {
  const draft = () => ({ id: randomUUID(), studentId, universityId: 1, program: 'MBA' });

  it('a counselor or admissions lead creating an application with a fee or a fee status is refused in words, and nothing is stored', async () => {
    for (const [role, fee] of [['counselor', { applicationFee: 100000, feeStatus: 'paid' }], ['admissions_lead', { feeStatus: 'paid' }]] as const) {
      const body = { ...draft(), ...fee };
      const res = await sendAs(api, 'POST', '/api/admin/applications', cookies[role], body);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Your role cannot set an application fee or its status: finance records fees. Send the application without them.',
      );
      expect(await api.db.knex('applications').where({ id: body.id }).first()).toBeUndefined();
    }
  });

  it('a counselor creates one without a fee, and the answer carries no fee fields', async () => {
    const created = await json(await sendAs(api, 'POST', '/api/admin/applications', cookies.counselor, { ...draft(), applicationFee: null }), 201);
    expect(created).not.toHaveProperty('applicationFee');
    expect(created).not.toHaveProperty('feeStatus');
  });

  it('a counselor changing a fee is refused; changing the status is not, and its answer and its conflict carry no fee', async () => {
    const { version } = await api.db.knex('applications').where({ id: applicationId }).first<{ version: number }>('version');
    const refused = await sendAs(api, 'PATCH', `/api/admin/applications/${applicationId}`, cookies.counselor, { version, feeStatus: 'refunded' });
    expect(refused.status).toBe(403);
    const moved = await json(await sendAs(api, 'PATCH', `/api/admin/applications/${applicationId}`, cookies.counselor, { version, status: 'submitted' }));
    expect(moved).toMatchObject({ status: 'submitted', version: version + 1 });
    expect(moved).not.toHaveProperty('applicationFee');
    const stale = await sendAs(api, 'PATCH', `/api/admin/applications/${applicationId}`, cookies.counselor, { version, program: 'BSc Midwifery' });
    expect(stale.status).toBe(409);
    const current = ((await stale.json()) as { error: { details: { current: Json } } }).error.details.current;
    expect(current).toMatchObject({ id: applicationId, status: 'submitted' });
    expect(current).not.toHaveProperty('applicationFee');
    expect(current).not.toHaveProperty('feeStatus');
    const stored = await api.db.knex('applications').where({ id: applicationId }).first();
    expect({ fee: Number(stored.application_fee), status: stored.fee_status }).toEqual({ fee: 250, status: 'paid' });
  });

  it('finance changes the fee and its status with a PATCH of just those fields, and nothing else', async () => {
    const { version } = await api.db.knex('applications').where({ id: applicationId }).first<{ version: number }>('version');
    const path = `/api/admin/applications/${applicationId}`;
    const other = await sendAs(api, 'PATCH', path, cookies.finance, { version, program: 'BSc Midwifery', applicationFee: 300 });
    expect(other.status).toBe(403);
    const changed = await json(await sendAs(api, 'PATCH', path, cookies.finance, { version, applicationFee: 300, feeStatus: 'refunded' }));
    expect(changed).toMatchObject({ applicationFee: 300, feeStatus: 'refunded', program: 'BSc Nursing', version: version + 1 });
    expect((await sendAs(api, 'POST', '/api/admin/applications', cookies.finance, draft())).status).toBe(403);
    for (const role of ['support', 'partnerships', 'marketing', 'visa_officer'] as const) {
      const res = await sendAs(api, 'PATCH', path, cookies[role], { version: version + 1, feeStatus: 'paid' });
      expect(res.status, role).toBe(403);
    }
  });
});
