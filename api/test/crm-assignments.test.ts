// A student's counselor, a visa case's officer and an application's owner are active accounts whose role does that
// work (contract/assignments.ts), on create and on change; anyone else is refused in words and nothing is stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, mayBeAssigned, type AssignedWork } from '@contract';
import { cookieFor, createAdmin } from './admin-helpers';
import { countRows, errorOf, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
let studentId: string;
let universityId: number;

beforeAll(async () => {
  api = await startTestApi();
  cookie = await cookieFor(api.db.knex, 'super_admin');
  studentId = (await api.db.knex('students').whereNull('deleted_at').orderBy('id').first('id')).id;
  universityId = (await api.db.knex('universities').orderBy('id').first('id')).id;
});
afterAll(() => api.close());

const kinds = [
  {
    work: 'counselor',
    field: 'assignedCounselor',
    column: 'assigned_counselor',
    table: 'students',
    path: '/api/admin/students',
    body: () => ({ id: randomUUID(), name: 'Faith Achieng' }),
    refusal: 'That staff member is not an active counselor. Choose a counselor from the list.',
  },
  {
    work: 'officer',
    field: 'assignedOfficer',
    column: 'assigned_officer',
    table: 'visa_cases',
    path: '/api/admin/visa-cases',
    body: () => ({ id: randomUUID(), studentId, visaType: 'Student Pass' }),
    refusal: 'That staff member is not an active officer. Choose an officer from the list.',
  },
  {
    work: 'applicationOwner',
    field: 'assignedOwner',
    column: 'assigned_owner',
    table: 'applications',
    path: '/api/admin/applications',
    body: () => ({ id: randomUUID(), studentId, universityId, program: 'BSc Computer Science' }),
    refusal: 'That staff member is not an active application owner. Choose an application owner from the list.',
  },
] as const satisfies readonly { work: AssignedWork; [key: string]: unknown }[];

const workerRole = (work: AssignedWork) => (work === 'officer' ? 'visa_officer' : 'counselor');
const editOf = (work: AssignedWork) => ({ officer: { visaType: 'Dependant Pass' }, counselor: { priority: 'high' }, applicationOwner: { program: 'BA Law' } })[work];

describe('assigning a counselor, an officer or an application owner', () => {
  for (const k of kinds) {
    it(`${k.field}: only an active account of a role that does the work, on create`, async () => {
      const before = await countRows(api.db.knex, k.table);
      for (const role of ADMIN_ROLES) {
        const staff = await createAdmin(api.db.knex, role);
        const res = await sendAs(api, 'POST', k.path, cookie, { ...k.body(), [k.field]: staff });
        if (mayBeAssigned(k.work, role)) {
          expect(res.status, role).toBe(201);
          expect(((await res.json()) as Record<string, unknown>)[k.field]).toBe(staff);
        } else {
          expect(res.status, role).toBe(422);
          expect((await errorOf(res)).message).toBe(k.refusal);
        }
      }
      const allowed = ADMIN_ROLES.filter((role) => mayBeAssigned(k.work, role)).length;
      expect(await countRows(api.db.knex, k.table)).toBe(before + allowed);

      const inactive = await createAdmin(api.db.knex, workerRole(k.work), { active: false });
      const refused = await sendAs(api, 'POST', k.path, cookie, { ...k.body(), [k.field]: inactive });
      expect(refused.status).toBe(422);
      expect((await errorOf(refused)).message).toBe(k.refusal);
    });

    it(`${k.field}: the same rule on a change, which leaves an earlier assignment alone`, async () => {
      const worker = await createAdmin(api.db.knex, workerRole(k.work));
      const created = await sendAs(api, 'POST', k.path, cookie, { ...k.body(), [k.field]: worker });
      const { id } = (await created.json()) as { id: string };
      const other = await createAdmin(api.db.knex, 'finance');
      const res = await sendAs(api, 'PATCH', `${k.path}/${id}`, cookie, { version: 1, [k.field]: other });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).message).toBe(k.refusal);
      expect((await api.db.knex(k.table).where({ id }).first('version')).version).toBe(1);

      // The assigned account leaves: the record can still be edited, and unassigned.
      await api.db.knex('admin_users').where({ id: worker }).update({ active: false });
      expect((await sendAs(api, 'PATCH', `${k.path}/${id}`, cookie, { version: 1, ...editOf(k.work) })).status).toBe(200);
      const unassigned = await sendAs(api, 'PATCH', `${k.path}/${id}`, cookie, { version: 2, [k.field]: null });
      expect(unassigned.status).toBe(200);
      expect(((await unassigned.json()) as Record<string, unknown>)[k.field]).toBeNull();
      expect((await api.db.knex(k.table).where({ id }).first(k.column))[k.column]).toBeNull();
    });
  }
});
