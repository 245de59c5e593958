// GET /api/admin/staff/assignable: the staff the owner pickers offer, per kind of work: active accounts of the roles
// that do it (contract/assignments.ts), by name, and only the kinds on records the caller's role reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, ASSIGNED_WORKS, ASSIGNEES_READ_BY, assignableStaffListSchema, can, mayBeAssigned } from '@contract';
import { cookieFor, createAdmin, expectAccessRules, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

const PATH = '/api/admin/staff/assignable';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe(PATH, () => {
  it('answers every signed-in staff member (all roles read students), 401 without a session', async () => {
    await expectAccessRules(api, PATH, 'students:read');
  });

  it('lists exactly the active staff of the roles that do each kind of work, by name', async () => {
    const staff = await Promise.all(ADMIN_ROLES.map(async (role) => ({ role, id: await createAdmin(api.db.knex, role) })));
    const inactive = await Promise.all(
      (['counselor', 'admissions_lead', 'visa_officer'] as const).map((role) => createAdmin(api.db.knex, role, { active: false })),
    );
    const res = await getAs(api, PATH, await cookieFor(api.db.knex, 'super_admin'));
    expect(res.status).toBe(200);
    const body = assignableStaffListSchema.parse(await res.json());
    const active = await api.db.knex('admin_users').where({ active: true }).select<{ id: string; role: string; full_name: string }[]>('id', 'role', 'full_name');
    for (const work of ASSIGNED_WORKS) {
      const expected = active.filter((a) => mayBeAssigned(work, a.role as never)).map((a) => a.id);
      expect(body[work].map((s) => s.id).sort(), work).toEqual(expected.sort());
      for (const s of body[work]) expect(s.fullName).toBe(active.find((a) => a.id === s.id)!.full_name);
      for (const { role, id } of staff) expect(body[work].some((s) => s.id === id), `${work} ${role}`).toBe(mayBeAssigned(work, role));
      for (const id of inactive) expect(body[work].some((s) => s.id === id)).toBe(false);
    }
    expect(body.counselor.map((s) => s.role)).toContain('admissions_lead');
    expect(body.officer.every((s) => s.role === 'visa_officer')).toBe(true);
  });

  it('leaves out the kinds of work on records the role does not read', async () => {
    for (const role of ADMIN_ROLES) {
      const body = assignableStaffListSchema.parse(await (await getAs(api, PATH, await cookieFor(api.db.knex, role))).json());
      for (const work of ASSIGNED_WORKS) expect(body[work].length > 0, `${role} ${work}`).toBe(can(role, ASSIGNEES_READ_BY[work]));
    }
  });
});
