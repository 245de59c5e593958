// The row scope (issue 33 item 1, contract/read-scopes.ts ROW_SCOPES): a counselor reads their caseload and the
// unassigned students, a visa officer their visa cases, the unassigned ones and those cases' students, every other role
// everyone. Lists, search, a record by id (404 outside), the dashboard's figures, the sync, and the tombstone when a
// record is taken away, for every role; and the duplicate check, which looks across everyone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, ROW_SCOPES, type AdminRole } from '@contract';
import { createSession } from '../src/auth/sessions';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createAdmin, getAs } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { pullAll, sentIds } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
type Person = { id: string; cookie: string };
const people = {} as Record<AdminRole, Person>;
let counselorB: Person;
let officerB: Person;
/** Three students: counselor A's (visa officer A's case), counselor B's (officer B's case), and an unassigned one. */
const ids = { a: '', b: '', u: '' };
const apps = { a: '', b: '', u: '' };
const visas = { a: '', b: '', u: '' };
const notes = { a: '', b: '' };
const TOKEN = 'Quorvax';

type Json = Record<string, unknown>;
async function json(res: Response, status = 200): Promise<Json> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as Json;
}

async function person(role: AdminRole): Promise<Person> {
  const id = await createAdmin(api.db.knex, role);
  return { id, cookie: `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', id)}` };
}

const admin = () => people.super_admin.cookie;

async function student(name: string, counselor: string | null, officer: string | null, email: string) {
  const s = await json(await sendAs(api, 'POST', '/api/admin/students', admin(), { name, email, country: 'Kenya', assignedCounselor: counselor }), 201);
  const university = await api.db.knex('universities').orderBy('id').first<{ id: number }>('id');
  const a = await json(
    await sendAs(api, 'POST', '/api/admin/applications', admin(), { studentId: s.id, universityId: university!.id, program: 'BSc Computing' }),
    201,
  );
  const v = await json(await sendAs(api, 'POST', '/api/admin/visa-cases', admin(), { studentId: s.id, visaType: 'Student Pass', assignedOfficer: officer }), 201);
  return { student: s.id as string, application: a.id as string, visa: v.id as string };
}

async function note(studentId: string): Promise<string> {
  const n = await json(await sendAs(api, 'POST', `/api/admin/students/${studentId}/notes`, admin(), { id: randomUUID(), kind: 'note', body: 'Called about the offer.' }), 201);
  return n.id as string;
}

/** The fixture's students a role is expected to read. */
function expectedStudents(role: AdminRole): string[] {
  const scope = ROW_SCOPES[role];
  if (scope === 'caseload' || scope === 'visa-caseload') return [ids.a, ids.u];
  return [ids.a, ids.b, ids.u];
}

const fixture = (list: readonly string[]) => list.filter((id) => Object.values(ids).includes(id)).sort();

beforeAll(async () => {
  api = await startTestApi();
  for (const role of ADMIN_ROLES) people[role] = await person(role);
  counselorB = await person('counselor');
  officerB = await person('visa_officer');
  const a = await student(`${TOKEN} Amina`, people.counselor.id, people.visa_officer.id, 'amina.quorvax@example.com');
  const b = await student(`${TOKEN} Baraka`, counselorB.id, officerB.id, 'baraka.quorvax@example.com');
  const u = await student(`${TOKEN} Uzma`, null, null, 'uzma.quorvax@example.com');
  Object.assign(ids, { a: a.student, b: b.student, u: u.student });
  Object.assign(apps, { a: a.application, b: b.application, u: u.application });
  Object.assign(visas, { a: a.visa, b: b.visa, u: u.visa });
  notes.a = await note(ids.a);
  notes.b = await note(ids.b);
});

afterAll(async () => {
  await api?.close();
});

describe('row scope per role', () => {
  it('lists and searches only the students in scope, and counts only them', async () => {
    for (const role of ADMIN_ROLES) {
      if (!can(role, 'students:read')) continue;
      const page = await json(await getAs(api, `/api/admin/students?search=${TOKEN}&limit=100`, people[role].cookie));
      const items = page.items as { id: string }[];
      expect(fixture(items.map((s) => s.id)), role).toEqual(expectedStudents(role).sort());
      expect(page.total, role).toBe(expectedStudents(role).length);
    }
    // The unfiltered list's totals are the caseload's, not everyone's.
    const all = await json(await getAs(api, '/api/admin/students?limit=100', people.counselor.cookie));
    const [counted] = await api.db
      .knex('students')
      .whereNull('deleted_at')
      .where((q) => q.where('assigned_counselor', people.counselor.id).orWhereNull('assigned_counselor'))
      .count<{ count: string }[]>({ count: '*' });
    expect(all.totalAll).toBe(Number(counted?.count));
    expect((all.items as { assignedCounselor: string | null }[]).every((s) => s.assignedCounselor === null || s.assignedCounselor === people.counselor.id)).toBe(true);
  });

  it('lists only the applications and visa cases in scope', async () => {
    for (const role of ADMIN_ROLES) {
      for (const [path, permission, records] of [
        ['applications', 'applications:read', apps],
        ['visa-cases', 'visas:read', visas],
      ] as const) {
        if (!can(role, permission)) continue;
        const expected = expectedStudents(role);
        for (const key of ['a', 'b', 'u'] as const) {
          const page = await json(await getAs(api, `/api/admin/${path}?studentId=${ids[key]}`, people[role].cookie));
          const listed = (page.items as { id: string }[]).map((r) => r.id);
          expect(listed, `${role} ${path} of ${key}`).toEqual(expected.includes(ids[key]) ? [records[key]] : []);
        }
      }
    }
    const officerCases = await json(await getAs(api, '/api/admin/visa-cases?limit=100', people.visa_officer.cookie));
    const officers = (officerCases.items as { assignedOfficer: string | null }[]).map((v) => v.assignedOfficer);
    expect(officers.every((o) => o === null || o === people.visa_officer.id)).toBe(true);
  });

  it('answers a record outside the scope 404, as one that does not exist, on every path naming it', async () => {
    for (const role of ADMIN_ROLES) {
      const { cookie } = people[role];
      const inScope = expectedStudents(role).includes(ids.b);
      if (can(role, 'students:read')) {
        expect((await getAs(api, `/api/admin/students/${ids.b}`, cookie)).status, role).toBe(inScope ? 200 : 404);
        expect((await getAs(api, `/api/admin/students/${ids.a}`, cookie)).status, role).toBe(200);
      }
      if (can(role, 'applications:read')) expect((await getAs(api, `/api/admin/applications/${apps.b}`, cookie)).status, role).toBe(inScope ? 200 : 404);
      if (can(role, 'visas:read')) expect((await getAs(api, `/api/admin/visa-cases/${visas.b}`, cookie)).status, role).toBe(inScope ? 200 : 404);
      if (can(role, 'notes:read')) expect((await getAs(api, `/api/admin/students/${ids.b}/notes`, cookie)).status, role).toBe(inScope ? 200 : 404);
    }
    const { cookie } = people.counselor;
    const res = await getAs(api, `/api/admin/students/${ids.b}/activity`, cookie);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('No student with this id: it may have been removed.');
    // Writes too: a change, a note, an application for that student.
    expect((await sendAs(api, 'PATCH', `/api/admin/students/${ids.b}`, cookie, { version: 1, priority: 'high' })).status).toBe(404);
    expect((await sendAs(api, 'POST', `/api/admin/students/${ids.b}/notes`, cookie, { id: randomUUID(), kind: 'note', body: 'x' })).status).toBe(404);
    const university = await api.db.knex('universities').orderBy('id').first<{ id: number }>('id');
    const create = await sendAs(api, 'POST', '/api/admin/applications', cookie, { studentId: ids.b, universityId: university!.id, program: 'BSc' });
    expect(create.status).toBe(422);
    // The bulk change refuses it as not found, and changes the one in scope.
    const bulk = await json(await sendAs(api, 'POST', '/api/admin/students/bulk', cookie, { ids: [ids.b, ids.a], action: 'tag', value: 'Scoped' }));
    expect((bulk.results as { outcome: string }[]).map((r) => r.outcome)).toEqual(['refused', 'done']);
  });

  it("answers a file of a student outside the scope 404, as a document that does not exist", async () => {
    const [doc] = await api.db
      .knex('documents')
      .insert({ student_id: ids.b, type: 'passport', file_name: 'passport.pdf', size: 4, content_type: 'application/pdf', sha256: 'x', storage_key: randomUUID().replaceAll('-', '') })
      .returning<{ id: string }[]>('id');
    for (const role of ['counselor', 'visa_officer'] as const) {
      const res = await getAs(api, `/api/documents/${doc!.id}/file`, people[role].cookie);
      expect(res.status, role).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('No document with this id.');
    }
    expect(await api.db.knex('document_access_log').where({ document_id: doc!.id }).pluck('id')).toEqual([]);
  });

  it("counts the dashboard's figures within the scope", async () => {
    for (const role of ADMIN_ROLES) {
      if (!can(role, 'dashboard:read')) continue;
      const body = await json(await getAs(api, '/api/admin/dashboard', people[role].cookie));
      const knex = api.db.knex;
      let students = knex('students as s').whereNull('s.deleted_at');
      if (ROW_SCOPES[role] === 'caseload') students = students.where((q) => q.where('s.assigned_counselor', people[role].id).orWhereNull('s.assigned_counselor'));
      if (ROW_SCOPES[role] === 'visa-caseload') {
        students = students.whereExists(
          knex('visa_cases as v').whereRaw('v.student_id = s.id').whereNull('v.deleted_at').where((q) => q.where('v.assigned_officer', people[role].id).orWhereNull('v.assigned_officer')),
        );
      }
      const [counted] = await students.count<{ count: string }[]>({ count: '*' });
      expect(body.totalStudents, role).toBe(Number(counted?.count));
      const names = JSON.stringify(body.recentUpdates);
      if (ROW_SCOPES[role] !== 'everyone') expect(names, role).not.toContain(`${TOKEN} Baraka`);
    }
  });

  it('syncs only the rows in scope to each device', async () => {
    for (const role of ADMIN_ROLES) {
      if (!can(role, 'students:read')) continue;
      const { pages } = await pullAll(api, people[role].cookie, 'students');
      expect(fixture(sentIds(pages).items), role).toEqual(expectedStudents(role).sort());
      if (can(role, 'applications:read')) {
        const applications = sentIds((await pullAll(api, people[role].cookie, 'applications')).pages).items;
        expect(applications.includes(apps.b), role).toBe(expectedStudents(role).includes(ids.b));
        expect(applications.includes(apps.a), role).toBe(true);
      }
      if (can(role, 'notes:read')) {
        const held = sentIds((await pullAll(api, people[role].cookie, 'notes')).pages).items;
        expect(held.includes(notes.b), role).toBe(expectedStudents(role).includes(ids.b));
      }
    }
  });

  it('names a duplicate outside the scope to no one, and still finds it', async () => {
    const res = await json(
      await sendAs(api, 'POST', '/api/admin/students', people.counselor.cookie, { name: 'Baraka Q.', email: 'baraka.quorvax@example.com', country: 'Kenya' }),
      201,
    );
    expect(res.possibleDuplicateOf).toEqual([]);
    expect(res.unnamedDuplicate).toBe(true);
    const named = await json(
      await sendAs(api, 'POST', '/api/admin/students', people.admissions_lead.cookie, { name: 'Baraka Q2', email: 'baraka.quorvax@example.com', country: 'Kenya' }),
      201,
    );
    expect((named.possibleDuplicateOf as { id: string }[]).map((m) => m.id)).toContain(ids.b);
  });
});

describe('leaving and entering a scope', () => {
  it("sends a tombstone of the student and its records to the counselor it was taken from, and them to the one it was given to", async () => {
    const a = people.counselor.cookie;
    const cursors: Record<string, string> = {};
    const bCursors: Record<string, string> = {};
    for (const entity of ['students', 'applications', 'notes', 'visa-cases'] as const) {
      cursors[entity] = (await pullAll(api, a, entity)).cursor;
      bCursors[entity] = (await pullAll(api, counselorB.cookie, entity)).cursor;
    }
    const current = await json(await getAs(api, `/api/admin/students/${ids.a}`, admin()));
    const version = (current.student as { version: number }).version;
    await json(await sendAs(api, 'PATCH', `/api/admin/students/${ids.a}`, admin(), { version, assignedCounselor: counselorB.id }));

    const after = async (cookie: string, entity: 'students' | 'applications' | 'notes' | 'visa-cases', since: string) => sentIds((await pullAll(api, cookie, entity, since)).pages);
    const expectations = { students: ids.a, applications: apps.a, notes: notes.a, 'visa-cases': visas.a } as const;
    for (const [entity, id] of Object.entries(expectations) as ['students' | 'applications' | 'notes' | 'visa-cases', string][]) {
      const lost = await after(a, entity, cursors[entity]!);
      expect(lost.tombstones, `counselor A's ${entity}`).toContain(id);
      expect(lost.items, `counselor A's ${entity}`).not.toContain(id);
      const gained = await after(counselorB.cookie, entity, bCursors[entity]!);
      expect(gained.items, `counselor B's ${entity}`).toContain(id);
      expect(gained.tombstones).not.toContain(id);
    }
    expect((await getAs(api, `/api/admin/students/${ids.a}`, a)).status).toBe(404);
  });

  it('sends each move of a pull of many pages once, with the page that covers its time', async () => {
    const c = await person('counselor');
    const { cursor } = await pullAll(api, c.cookie, 'students');
    const mine: string[] = [];
    for (let i = 0; i < 6; i += 1) mine.push((await student(`${TOKEN} Paged ${i}`, c.id, null, `paged.${i}.quorvax@example.com`)).student);
    const taken = mine.slice(0, 3);
    for (const id of taken) {
      const current = await json(await getAs(api, `/api/admin/students/${id}`, admin()));
      await json(await sendAs(api, 'PATCH', `/api/admin/students/${id}`, admin(), { version: (current.student as { version: number }).version, assignedCounselor: counselorB.id }));
    }
    for (let i = 6; i < 9; i += 1) mine.push((await student(`${TOKEN} Paged ${i}`, c.id, null, `paged.${i}.quorvax@example.com`)).student);

    const { pages } = await pullAll(api, c.cookie, 'students', cursor, 2);
    expect(pages.length).toBeGreaterThan(3);
    const sent = sentIds(pages);
    // Each student taken away is forgotten once, not on every page the pull walks before the move's time.
    expect(sent.tombstones.filter((id) => taken.includes(id)).sort()).toEqual([...taken].sort());
    expect(sent.items.filter((id) => taken.includes(id))).toEqual([]);
    const kept = mine.filter((id) => !taken.includes(id));
    expect([...new Set(sent.items.filter((id) => mine.includes(id)))].sort()).toEqual([...kept].sort());

    // A device's first copy holds nothing yet: it is sent the scope as it is, and no tombstone of a move made before
    // it began (the moves dated an hour back: a pull also resends the last seconds' moves, for commits in flight).
    await api.db.knex('scope_moves').whereIn('student_id', taken).update({ moved_at: api.db.knex.raw("moved_at - interval '1 hour'") });
    const first = sentIds((await pullAll(api, c.cookie, 'students', undefined, 2)).pages);
    expect(first.tombstones.filter((id) => taken.includes(id))).toEqual([]);
    expect(first.items.filter((id) => mine.includes(id)).sort()).toEqual([...kept].sort());
  });

  it('sends a tombstone when an unassigned student is given to someone, to every other counselor', async () => {
    const a = people.counselor.cookie;
    const cursor = (await pullAll(api, a, 'students')).cursor;
    const appCursor = (await pullAll(api, a, 'applications')).cursor;
    const current = await json(await getAs(api, `/api/admin/students/${ids.u}`, admin()));
    const version = (current.student as { version: number }).version;
    await json(await sendAs(api, 'PATCH', `/api/admin/students/${ids.u}`, admin(), { version, assignedCounselor: counselorB.id }));
    expect(sentIds((await pullAll(api, a, 'students', cursor)).pages).tombstones).toContain(ids.u);
    expect(sentIds((await pullAll(api, a, 'applications', appCursor)).pages).tombstones).toContain(apps.u);
  });

  it("sends a tombstone of the visa case and its student to the officer it was taken from", async () => {
    const officer = people.visa_officer.cookie;
    const cursors: Record<string, string> = {};
    for (const entity of ['students', 'applications', 'visa-cases'] as const) cursors[entity] = (await pullAll(api, officer, entity)).cursor;
    const current = await json(await getAs(api, `/api/admin/visa-cases/${visas.a}`, admin()));
    await json(await sendAs(api, 'PATCH', `/api/admin/visa-cases/${visas.a}`, admin(), { version: current.version, assignedOfficer: officerB.id }));
    const expectations = { students: ids.a, applications: apps.a, 'visa-cases': visas.a } as const;
    for (const [entity, id] of Object.entries(expectations) as ['students' | 'applications' | 'visa-cases', string][]) {
      const sent = sentIds((await pullAll(api, officer, entity, cursors[entity])).pages);
      expect(sent.tombstones, entity).toContain(id);
      expect(sent.items, entity).not.toContain(id);
    }
    const gained = sentIds((await pullAll(api, officerB.cookie, 'students')).pages);
    expect(gained.items).toContain(ids.a);
    expect((await getAs(api, `/api/admin/students/${ids.a}`, officer)).status).toBe(404);
  });
});
