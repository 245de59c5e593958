// The row the offline client shows while a write waits to sync is built by the contract's rules
// (contract/crm-rows.ts, used by web/src/lib/offline/optimistic-rows.ts); this checks, per record type, that it is
// the row the server answers and stores. Left out are only createdAt, updatedAt and version: the server sets them
// when the write arrives, and the device shows provisional ones (its clock, version 0) until then. The joined
// names are compared: the screens pass the student's, university's and picked owner's names they show, and an
// update keeps them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFromCreate,
  applicationSchema,
  applyApplicationChanges,
  applyStaffTaskChanges,
  applyStudentChanges,
  applyVisaCaseChanges,
  createApplicationSchema,
  createStaffTaskSchema,
  createStudentSchema,
  createVisaCaseSchema,
  decisionDateAfter,
  recordFor,
  staffTaskFromCreate,
  staffTaskSchema,
  studentDetailSchema,
  studentFromCreate,
  studentSchema,
  updateApplicationSchema,
  updateStaffTaskSchema,
  updateStudentSchema,
  updateVisaCaseSchema,
  VISA_DECISIONS,
  visaCaseFromCreate,
  visaCaseSchema,
  type AdminRole,
  type StaffTask,
  type StudentDetail,
} from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { cookieFor, createAdmin, getAs, inEveryScope } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi();
  cookie = await cookieFor(api.db.knex, 'super_admin');
});
afterAll(() => api.close());

/** A row without what only the server knows. */
const shown = ({ createdAt: _c, updatedAt: _u, version: _v, ...fields }: { createdAt: string; updatedAt: string; version: number }) => fields;

/** The server's date for dates it fills in; the device uses the date of its own clock, in UTC as well. */
const today = () => new Date().toISOString().slice(0, 10);

/** Sends a write as the outbox does: the parsed form, undefined fields left out. */
async function send<T>(method: 'POST' | 'PATCH', path: string, body: object, schema: { parse: (v: unknown) => T }): Promise<T> {
  const res = await sendAs(api, method, path, cookie, JSON.parse(JSON.stringify(body)));
  expect(res.status, await res.clone().text()).toBe(method === 'POST' ? 201 : 200);
  return schema.parse(await res.json());
}

/** The student's profile as the server reads it back: the stored rows. */
async function stored(studentId: string): Promise<StudentDetail> {
  const res = await getAs(api, `/api/admin/students/${studentId}`, cookie);
  expect(res.status).toBe(200);
  return studentDetailSchema.parse(await res.json());
}

describe('the optimistic row is the row the server stores and answers', () => {
  it('for a student: contact details in personalInfo, an e-mail in lower case, a counselor id as Postgres prints it', async () => {
    const counselor = (await createAdmin(api.db.knex, 'counselor')).toUpperCase();
    const input = createStudentSchema.parse({
      id: randomUUID(),
      name: '  Hodan Abdi ',
      phone: '+252 61 555 0101',
      email: 'Hodan.Abdi@Example.com',
      country: 'Somalia',
      fieldOfStudy: '',
      destinationCity: 'Penang',
      priority: 'high',
      tags: ['Fair'],
      assignedCounselor: counselor,
    });
    // The name the owner picker showed for the counselor (createAdmin names each account 'Test <role>').
    const optimistic = { ...studentFromCreate({ ...input, id: input.id! }), ownerName: 'Test counselor' };
    const created = await send('POST', '/api/admin/students', input, studentSchema);
    expect(shown(created)).toEqual(optimistic);
    expect(shown((await stored(created.id)).student)).toEqual(optimistic);

    const { version, ...changes } = updateStudentSchema.parse({
      version: created.version,
      phone: null,
      email: 'HODAN@example.org',
      stage: 'application_in_progress',
      tags: ['Fair', 'WhatsApp'],
    });
    const optimisticUpdate = { ...created, ...applyStudentChanges(created, changes) };
    const updated = await send('PATCH', `/api/admin/students/${created.id}`, { ...changes, version }, studentSchema);
    expect(shown(updated)).toEqual(shown(optimisticUpdate));
    expect(shown((await stored(created.id)).student)).toEqual(shown(optimisticUpdate));
  });

  it('for an application: the dates filled with today, the decision date on a decision, the fee to the cent', async () => {
    const student = await api.db.knex('students').whereNull('deleted_at').orderBy('id').first<{ id: string; personal_info: { name: string } }>();
    const university = await api.db.knex('universities').orderBy('id').first<{ id: number; name: string }>();
    const names = { studentName: student.personal_info.name, universityName: university.name };
    const input = createApplicationSchema.parse({
      id: randomUUID(),
      studentId: student.id,
      universityId: university.id,
      program: 'BSc Nursing',
      deadlineDate: '2026-12-31',
      requirements: ['Transcript'],
      applicationFee: 150.555,
    });
    const optimistic = { ...applicationFromCreate({ ...input, id: input.id! }, today()), ...names, ownerName: null };
    const created = await send('POST', '/api/admin/applications', input, applicationSchema);
    expect(shown(created)).toEqual(optimistic);
    expect(created).toMatchObject({ applicationDate: today(), applicationFee: 150.56 });

    // A create starts as a draft: the review it waits for is set in the database.
    await api.db.knex('applications').where({ id: created.id }).update({ status: 'under_review' });
    const reviewed = { ...created, status: 'under_review' as const };
    const { version, ...changes } = updateApplicationSchema.parse({ version: created.version, status: 'conditional_offer', applicationFee: 99.999 });
    const optimisticUpdate = { ...reviewed, ...applyApplicationChanges(reviewed, changes, today()) };
    const updated = await send('PATCH', `/api/admin/applications/${created.id}`, { ...changes, version }, applicationSchema);
    expect(shown(updated)).toEqual(shown(optimisticUpdate));
    expect(updated).toMatchObject({ decisionDate: today(), applicationFee: 100 });
    const row = (await stored(student.id)).applications?.find((a) => a.id === created.id);
    expect(shown(row!)).toEqual(shown(optimisticUpdate));
  });

  it('for a visa case: the appointment as the UTC instant, an officer id as Postgres prints it, the hidden decision date', async () => {
    const student = await api.db.knex('students').whereNull('deleted_at').orderBy('id', 'desc').first<{ id: string; personal_info: { name: string } }>();
    const studentName = student.personal_info.name;
    const input = createVisaCaseSchema.parse({
      id: randomUUID(),
      studentId: student.id.toUpperCase(),
      visaType: 'Student Pass',
      appointmentDate: '2026-12-01T09:30:00.123456+03:00',
      requirements: ['Passport'],
      assignedOfficer: (await createAdmin(api.db.knex, 'visa_officer')).toUpperCase(),
    });
    const optimistic = { ...visaCaseFromCreate({ ...input, id: input.id! }), studentName, officerName: 'Test visa_officer' };
    const created = await send('POST', '/api/admin/visa-cases', input, visaCaseSchema);
    expect(shown(created)).toEqual(optimistic);
    expect(created.appointmentDate).toBe('2026-12-01T06:30:00.123Z');

    let current = created;
    for (const change of [{ status: 'submitted', appointmentDate: '2026-12-02T10:00:00+08:00' }, { status: 'approved' }]) {
      const { version, ...changes } = updateVisaCaseSchema.parse({ version: current.version, ...change });
      const optimisticUpdate = { ...current, ...applyVisaCaseChanges(current, changes) };
      const updated = await send('PATCH', `/api/admin/visa-cases/${created.id}`, { ...changes, version }, visaCaseSchema);
      expect(shown(updated)).toEqual(shown(optimisticUpdate));
      const row = (await stored(student.id)).visaCases?.find((v) => v.id === created.id);
      expect(shown(row!)).toEqual(shown(optimisticUpdate));
      // Not shown, but stored by the same rule: the portal shows when the department decided.
      const { decision_date } = await api.db.knex('visa_cases').where({ id: created.id }).first('decision_date');
      expect(decision_date).toBe(decisionDateAfter(VISA_DECISIONS, { from: current.status, to: updated.status }, null, today()));
      current = updated;
    }
  });
  it('for a staff task: the writer its assignee when none is given, due as the UTC instant, completed when ticked done', async () => {
    const writerId = (await createAdmin(api.db.knex, 'counselor')).toUpperCase();
    const writerCookie = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', writerId.toLowerCase())}`;
    const sendTask = async (method: 'POST' | 'PATCH', path: string, body: object) => {
      const res = await sendAs(api, method, path, writerCookie, JSON.parse(JSON.stringify(body)));
      expect(res.status, await res.clone().text()).toBe(method === 'POST' ? 201 : 200);
      return staffTaskSchema.parse(await res.json());
    };
    /** The fields the rule makes; completedAt is the device's clock there, the server's here: compared as set or not. */
    const ruled = ({ createdAt: _c, updatedAt: _u, version: _v, studentName: _s, assigneeName: _a, completedAt, ...fields }: StaffTask) => ({ ...fields, done: completedAt !== null });
    const input = createStaffTaskSchema.parse({ id: randomUUID().toUpperCase(), title: 'Call about the offer', dueAt: '2026-12-01T09:30:00+03:00' });
    const optimistic = staffTaskFromCreate(input, writerId, new Date().toISOString());
    const created = await sendTask('POST', '/api/admin/tasks', input);
    expect(ruled({ ...created })).toEqual(ruled({ ...optimistic, studentName: null, assigneeName: null, createdAt: '', updatedAt: '', version: 0 }));
    expect(created).toMatchObject({ assigneeId: writerId.toLowerCase(), dueAt: '2026-12-01T06:30:00.000Z', completedAt: null });

    let current = created;
    for (const change of [{ status: 'done', priority: 'high' }, { status: 'open', dueAt: '2026-12-02T10:00:00+08:00', assigneeId: null }]) {
      const { version, ...changes } = updateStaffTaskSchema.parse({ version: current.version, ...change });
      const optimisticUpdate = { ...current, ...applyStaffTaskChanges(current, changes, new Date().toISOString()) };
      const updated = await sendTask('PATCH', `/api/admin/tasks/${created.id}`, { ...changes, version });
      expect(ruled(updated)).toEqual(ruled(optimisticUpdate));
      current = updated;
    }
    expect(current).toMatchObject({ status: 'open', completedAt: null, assigneeId: null, dueAt: '2026-12-02T02:00:00.000Z' });
  });
});

// The web app shapes each optimistic row by the writer's read table (web/src/lib/offline/crm-writes.ts:
// recordFor(role, entity, row)): a marketing lead without its contact details, a counselor's application without a
// fee. The server answers each role the same shape, so nothing on the device changes when the answer lands.
describe("the optimistic row is the row the server answers the writer's role", () => {
  const as = async (role: AdminRole) => cookieFor(api.db.knex, role);
  const sendFor = async (role: AdminRole, method: 'POST' | 'PATCH', path: string, body: object) => {
    const res = await sendAs(api, method, path, await as(role), JSON.parse(JSON.stringify(body)));
    expect(res.status, await res.clone().text()).toBe(method === 'POST' ? 201 : 200);
    return (await res.json()) as Record<string, unknown> & { id: string; version: number; createdAt: string; updatedAt: string };
  };

  it('for a lead marketing captures at a fair: the contact details go to the server, not into its copy', async () => {
    const input = createStudentSchema.parse({ id: randomUUID(), name: 'Ifrah Nur', phone: '+252 61 555 0102', email: 'ifrah@example.com', country: 'Somalia', tags: ['Mogadishu Fair'] });
    const optimistic = recordFor('marketing', 'students', { ...studentFromCreate({ ...input, id: input.id! }), ownerName: null });
    const created = await sendFor('marketing', 'POST', '/api/admin/students', input);
    const answered: Record<string, unknown> = { ...created };
    delete answered.possibleDuplicateOf;
    expect(shown(answered as never)).toEqual(optimistic);
    expect(optimistic.personalInfo).toEqual({ name: 'Ifrah Nur', country: 'Somalia' });
    const stored = await api.db.knex('students').where({ id: created.id }).first<{ personal_info: object }>('personal_info');
    expect(stored.personal_info).toMatchObject({ phone: '+252 61 555 0102', email: 'ifrah@example.com' });
  });

  it("for a counselor's application and its status move, on a record whose fee finance set", async () => {
    const student = await api.db.knex('students').whereNull('deleted_at').orderBy('id').first<{ id: string; personal_info: { name: string } }>();
    const university = await api.db.knex('universities').orderBy('id').first<{ id: number; name: string }>();
    const names = { studentName: student.personal_info.name, universityName: university.name };
    const input = createApplicationSchema.parse({ id: randomUUID(), studentId: student.id, universityId: university.id, program: 'BA Economics' });
    // In every counselor's row scope (issue 33): this is about the row the role is answered.
    await inEveryScope(api.db.knex, [student.id]);
    const optimistic = recordFor('counselor', 'applications', { ...applicationFromCreate({ ...input, id: input.id! }, today()), ...names, ownerName: null });
    const created = await sendFor('counselor', 'POST', '/api/admin/applications', input);
    expect(shown(created)).toEqual(optimistic);
    expect(optimistic).not.toHaveProperty('applicationFee');

    const priced = await sendFor('finance', 'PATCH', `/api/admin/applications/${created.id}`, { version: created.version, applicationFee: 120, feeStatus: 'pending' });
    const seen = recordFor('counselor', 'applications', applicationSchema.parse(priced));
    const { version, ...changes } = updateApplicationSchema.parse({ version: priced.version, status: 'submitted' });
    const optimisticUpdate = recordFor('counselor', 'applications', { ...seen, ...applyApplicationChanges(seen, changes, today()) });
    const updated = await sendFor('counselor', 'PATCH', `/api/admin/applications/${created.id}`, { ...changes, version });
    expect(shown(updated)).toEqual(shown(optimisticUpdate));
    const row = await api.db.knex('applications').where({ id: created.id }).first<{ application_fee: string; fee_status: string }>();
    expect([Number(row.application_fee), row.fee_status]).toEqual([120, 'pending']);
  });
});

