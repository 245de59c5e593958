// Each record carries its owner's name beside the owner's id (issue 15 item 1): a student's counselor (ownerName),
// an application's owner (ownerName), a visa case's officer (officerName), in the lists, the profile, the write
// answers and the sync, to exactly the roles whose read table (contract/read-scopes.ts) grants the id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, mayRead, type AdminRole } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { cookieFor, createAdmin, getAs, inEveryScope } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { pullAll } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
const ids = { student: '', application: '', visaCase: '', unowned: '' };
let studentName = '';
/** The record's counselor and visa officer: the only ones of their roles whose row scope holds it (issue 33). */
const owners = { counselor: '', visa_officer: '' };
const cookieAs = async (role: AdminRole) =>
  role === 'counselor' || role === 'visa_officer' ? `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', owners[role])}` : cookieFor(api.db.knex, role);

async function named(role: AdminRole, fullName: string): Promise<string> {
  const id = await createAdmin(api.db.knex, role);
  await api.db.knex('admin_users').where({ id }).update({ full_name: fullName });
  return id;
}

beforeAll(async () => {
  api = await startTestApi();
  const admin = await cookieFor(api.db.knex, 'super_admin');
  const counselor = await named('counselor', 'Grace Wanjiru');
  const lead = await named('admissions_lead', 'Peter Otieno');
  const officer = await named('visa_officer', 'Halima Abdi');
  Object.assign(owners, { counselor, visa_officer: officer });
  // A student with an application and a visa case (the demo gives cases to students holding an offer).
  const row = await api.db
    .knex('students as s')
    .join('applications as a', 'a.student_id', 's.id')
    .join('visa_cases as v', 'v.student_id', 's.id')
    .whereNull('s.deleted_at')
    .orderBy('s.id')
    .first<{ id: string; application: string; visa_case: string; name: string }>('s.id', 'a.id as application', 'v.id as visa_case', api.db.knex.raw("s.personal_info->>'name' as name"));
  Object.assign(ids, { student: row.id, application: row.application, visaCase: row.visa_case });
  studentName = row.name;
  const version = async (table: string, id: string) => (await api.db.knex(table).where({ id }).first('version')).version as number;

  const student = await sendAs(api, 'PATCH', `/api/admin/students/${ids.student}`, admin, { version: await version('students', ids.student), assignedCounselor: counselor });
  expect(((await student.json()) as { ownerName: string }).ownerName).toBe('Grace Wanjiru');
  const application = await sendAs(api, 'PATCH', `/api/admin/applications/${ids.application}`, admin, { version: await version('applications', ids.application), assignedOwner: lead });
  expect(((await application.json()) as { ownerName: string }).ownerName).toBe('Peter Otieno');
  const visa = await sendAs(api, 'PATCH', `/api/admin/visa-cases/${ids.visaCase}`, admin, { version: await version('visa_cases', ids.visaCase), assignedOfficer: officer });
  expect(((await visa.json()) as { officerName: string }).officerName).toBe('Halima Abdi');

  ids.unowned = (await api.db.knex('students').whereNull('deleted_at').whereNull('assigned_counselor').first('id')).id;
  // In every visa officer's row scope too (an unassigned visa case), as it is in every counselor's.
  await inEveryScope(api.db.knex, [ids.unowned], { visaCase: true });
});
afterAll(() => api.close());

type Item = Record<string, unknown> & { id: string };
const json = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};
const find = (items: unknown, id: string) => (items as Item[]).find((i) => i.id === id);

/** The name as the role should see it: granted with the id, absent otherwise. */
function expectName(role: AdminRole, item: Item | undefined, field: string, name: string | null, granted: boolean) {
  expect(item, `${role}: the record`).toBeDefined();
  if (granted) expect(item![field], `${role} ${field}`).toBe(name);
  else expect(item, `${role} ${field}`).not.toHaveProperty(field);
}

describe("the owner's name", () => {
  for (const role of ADMIN_ROLES) {
    it(`${role}: in the lists, the profile and the sync, as its read table grants the owner`, async () => {
      const cookie = await cookieAs(role);
      const studentGrant = mayRead(role, 'students', 'ownerName');
      expect(studentGrant).toBe(mayRead(role, 'students', 'assignedCounselor'));

      const list = await json(await getAs(api, `/api/admin/students?search=${encodeURIComponent(studentName)}`, cookie));
      expectName(role, find(list.items, ids.student), 'ownerName', 'Grace Wanjiru', studentGrant);
      const detail = await json(await getAs(api, `/api/admin/students/${ids.student}`, cookie));
      expectName(role, detail.student as Item, 'ownerName', 'Grace Wanjiru', studentGrant);
      const unowned = await json(await getAs(api, `/api/admin/students/${ids.unowned}`, cookie));
      expectName(role, unowned.student as Item, 'ownerName', null, studentGrant);
      const synced = (await pullAll(api, cookie, 'students')).pages.flatMap((p) => p.items);
      expectName(role, find(synced, ids.student), 'ownerName', 'Grace Wanjiru', studentGrant);

      if (can(role, 'applications:read')) {
        const grant = mayRead(role, 'applications', 'ownerName');
        expect(grant).toBe(mayRead(role, 'applications', 'assignedOwner'));
        const apps = await json(await getAs(api, `/api/admin/applications?studentId=${ids.student}`, cookie));
        expectName(role, find(apps.items, ids.application), 'ownerName', 'Peter Otieno', grant);
        expectName(role, find(detail.applications, ids.application), 'ownerName', 'Peter Otieno', grant);
        const syncedApps = (await pullAll(api, cookie, 'applications')).pages.flatMap((p) => p.items);
        expectName(role, find(syncedApps, ids.application), 'ownerName', 'Peter Otieno', grant);
      }
      if (can(role, 'visas:read')) {
        const grant = mayRead(role, 'visa-cases', 'officerName');
        expect(grant).toBe(mayRead(role, 'visa-cases', 'assignedOfficer'));
        const cases = await json(await getAs(api, `/api/admin/visa-cases?studentId=${ids.student}`, cookie));
        expectName(role, find(cases.items, ids.visaCase), 'officerName', 'Halima Abdi', grant);
        expectName(role, find(detail.visaCases, ids.visaCase), 'officerName', 'Halima Abdi', grant);
        const syncedCases = (await pullAll(api, cookie, 'visa-cases')).pages.flatMap((p) => p.items);
        expectName(role, find(syncedCases, ids.visaCase), 'officerName', 'Halima Abdi', grant);
      }
    });
  }

  it('follows the account: a renamed owner reads by the new name, and unassigning clears it', async () => {
    const cookie = await cookieAs('counselor');
    const { assigned_counselor: id } = await api.db.knex('students').where({ id: ids.student }).first('assigned_counselor');
    await api.db.knex('admin_users').where({ id }).update({ full_name: 'Grace W. Kamau' });
    const detail = await json(await getAs(api, `/api/admin/students/${ids.student}`, cookie));
    expect((detail.student as Item).ownerName).toBe('Grace W. Kamau');
    const { version } = detail.student as { version: number };
    const cleared = await json(await sendAs(api, 'PATCH', `/api/admin/students/${ids.student}`, cookie, { version, assignedCounselor: null }));
    expect(cleared).toMatchObject({ assignedCounselor: null, ownerName: null });
  });
});
