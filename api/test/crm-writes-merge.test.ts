import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_KEY_SQL } from '@db/student-keys';
import { activityEntrySchema, createdStudentSchema, studentDetailSchema, studentSchema, type Student } from '@contract';
import { phoneKey } from '../src/students/duplicates';
import { cookieFor, getAs } from './admin-helpers';
import { can, type AdminRole } from '@contract';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { pullAll, sentIds } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let counselor: string;
let superAdmin: string;
let universityId: number;

beforeAll(async () => {
  api = await startTestApi();
  [counselor, superAdmin] = await Promise.all([cookieFor(api.db.knex, 'counselor'), cookieFor(api.db.knex, 'super_admin')]);
  universityId = (await api.db.knex('universities').orderBy('id').first('id')).id;
});
afterAll(() => api.close());

let pairs = 0;

async function post(path: string, body: Record<string, unknown>, cookie = superAdmin) {
  const res = await sendAs(api, 'POST', path, cookie, body);
  expect(res.status, path).toBe(201);
  return res.json();
}

/**
 * A student from an earlier visit and a lead typed at a fair with the same phone (another format), the lead with
 * an application and a visa case: the lead is flagged as a possible duplicate of the student.
 */
async function flaggedPair() {
  pairs += 1;
  const digits = `91${String(pairs).padStart(7, '0')}`;
  const kept = studentSchema.parse(
    await post('/api/admin/students', {
      id: randomUUID(),
      name: 'Amina Yusuf',
      phone: `+211 ${digits}`,
      country: 'Kenya',
      destinationCity: 'Penang',
      tags: ['Nairobi Fair 2025'],
    }),
  );
  const lead = createdStudentSchema.parse(
    await post('/api/admin/students', {
      id: randomUUID(),
      name: 'Amina Y.',
      phone: `0${digits}`,
      email: `amina.y${pairs}@example.com`,
      country: 'Somalia',
      fieldOfStudy: 'Nursing',
      destinationCity: 'Kuala Lumpur',
      tags: ['WhatsApp', 'Nairobi Fair 2025'],
    }),
  );
  expect(lead.possibleDuplicateOf).toEqual([{ id: kept.id, name: 'Amina Yusuf', matchedOn: 'phone' }]);
  const application = await post('/api/admin/applications', { id: randomUUID(), studentId: lead.id, universityId, program: 'BSc Nursing' });
  const visaCase = await post('/api/admin/visa-cases', { id: randomUUID(), studentId: lead.id, visaType: 'Student Pass' });
  return { kept, lead, applicationId: application.id as string, visaCaseId: visaCase.id as string };
}

const mergeBody = (lead: Student, kept: Student) => ({ resolution: 'merge', into: kept.id, version: lead.version, intoVersion: kept.version });
const merge = (leadId: string, body: unknown, cookie = superAdmin) => sendAs(api, 'POST', `/api/admin/students/${leadId}/duplicates`, cookie, body);

describe('POST /api/admin/students/:id/duplicates {resolution: merge}', () => {
  it('moves the records, fills only the empty fields but never a contact, removes the lead with a tombstone and records both sides', async () => {
    const { kept, lead, applicationId, visaCaseId } = await flaggedPair();
    const before = {
      students: (await pullAll(api, counselor, 'students', undefined, 1000)).cursor,
      applications: (await pullAll(api, counselor, 'applications', undefined, 1000)).cursor,
    };

    const res = await merge(lead.id, mergeBody(lead, kept));
    expect(res.status).toBe(200);
    const detail = studentDetailSchema.parse(await res.json());
    expect(detail.student).toMatchObject({
      id: kept.id,
      // Kept: name, phone, country, city. Filled: the field of study it did not have, but not the lead's e-mail (staff
      // confirm a contact with the student first: issue 25). Tags: both.
      personalInfo: { name: 'Amina Yusuf', phone: kept.personalInfo.phone, country: 'Kenya' },
      fieldOfStudy: 'Nursing',
      destinationCity: 'Penang',
      tags: ['Nairobi Fair 2025', 'WhatsApp'],
      version: kept.version + 1,
    });
    expect(detail.applications?.map((a) => [a.id, a.studentId, a.studentName])).toEqual([[applicationId, kept.id, 'Amina Yusuf']]);
    expect(detail.visaCases?.map((v) => [v.id, v.studentId])).toEqual([[visaCaseId, kept.id]]);
    expect((await getAs(api, `/api/admin/students/${lead.id}`, counselor)).status).toBe(404);
    const live = await api.db.knex('students').whereNull('deleted_at').whereRaw(`${PHONE_KEY_SQL} = ?`, [phoneKey(kept.personalInfo.phone)]);
    expect(live.map((s) => s.id)).toEqual([kept.id]);
    expect(await api.db.knex('student_duplicate_flags').where({ student_id: lead.id }).first('resolution')).toEqual({ resolution: 'merge' });

    // The delta sync tells every device: the lead as a tombstone, the kept student and the moved records as rows.
    const students = sentIds((await pullAll(api, counselor, 'students', before.students)).pages);
    expect(students.tombstones).toContain(lead.id);
    expect(students.items).toContain(kept.id);
    expect(students.items).not.toContain(lead.id);
    const applications = (await pullAll(api, counselor, 'applications', before.applications)).pages.flatMap((p) => p.items);
    expect(applications.find((a) => a.id === applicationId)).toMatchObject({ studentId: kept.id, version: 2 });

    const leadTrail = await auditOf(api.db.knex, 'student', lead.id);
    expect(leadTrail.at(-1)).toMatchObject({ action: 'merged', changes: { mergedInto: { from: null, to: kept.id } }, before: { id: lead.id } });
    const keptTrail = await auditOf(api.db.knex, 'student', kept.id);
    expect(keptTrail.at(-1)).toMatchObject({
      action: 'merged',
      before: { version: kept.version, fieldOfStudy: null },
      after: { version: kept.version + 1, fieldOfStudy: 'Nursing', mergedFrom: lead.id },
      changes: {
        fieldOfStudy: { from: null, to: 'Nursing' },
        contactsNotCopied: { from: null, to: ['email'] },
        tags: { from: ['Nairobi Fair 2025'], to: ['Nairobi Fair 2025', 'WhatsApp'] },
        mergedFrom: { from: null, to: lead.id },
      },
    });
    expect((await auditOf(api.db.knex, 'application', applicationId)).at(-1)).toMatchObject({
      action: 'moved',
      changes: { studentId: { from: lead.id, to: kept.id }, studentName: { from: 'Amina Y.', to: 'Amina Yusuf' } },
    });
    expect((await auditOf(api.db.knex, 'visa_case', visaCaseId)).at(-1)).toMatchObject({ action: 'moved' });
    // The kept student's timeline says it in words.
    const timeline = await (await getAs(api, `/api/admin/students/${kept.id}/activity`, counselor)).json();
    const first = activityEntrySchema.parse(timeline.items[0]);
    expect([first.title, first.detail]).toEqual([
      'Duplicate merged',
      "A duplicate profile was merged into Amina Yusuf; the duplicate's e-mail was not copied: confirm with the student before adding it",
    ]);
    expect(detail.student.personalInfo.email ?? '').toBe('');
    expect(keptTrail.at(-1)).not.toHaveProperty('changes.email');
  });

  it("moves the lead's notes to the kept student, and the delta sync sends them there", async () => {
    const { kept, lead } = await flaggedPair();
    const note = await post(`/api/admin/students/${lead.id}/notes`, { id: randomUUID(), kind: 'call', body: 'Met at the fair stand', outcome: 'reached' });
    const { cursor } = await pullAll(api, counselor, 'notes', undefined, 1000);
    expect((await merge(lead.id, mergeBody(lead, kept))).status).toBe(200);

    const notes = (await (await getAs(api, `/api/admin/students/${kept.id}/notes`, counselor)).json()) as { items: { id: string }[] };
    expect(notes.items.map((n) => n.id)).toContain(note.id);
    const pulled = (await pullAll(api, counselor, 'notes', cursor)).pages.flatMap((p) => p.items);
    expect(pulled.find((n) => n.id === note.id)).toMatchObject({ studentId: kept.id, body: 'Met at the fair stand' });
  });

  it("moves the log of the messages sent to the lead to the kept student", async () => {
    const { kept, lead } = await flaggedPair();
    const message = await post(`/api/admin/students/${lead.id}/messages`, { id: randomUUID(), channel: 'sms', body: 'See you at the stand', recipient: '211910000000' });
    expect((await merge(lead.id, mergeBody(lead, kept))).status).toBe(200);
    expect(await countRows(api.db.knex, 'student_messages', { id: message.id, student_id: kept.id })).toBe(1);
  });

  it("moves the lead's staff tasks to the kept student, and the delta sync sends them there", async () => {
    const { kept, lead } = await flaggedPair();
    const task = await post('/api/admin/tasks', { id: randomUUID(), title: 'Call about the fair', studentId: lead.id, dueAt: new Date().toISOString() }, counselor);
    const { cursor } = await pullAll(api, counselor, 'tasks', undefined, 1000);
    expect((await merge(lead.id, mergeBody(lead, kept))).status).toBe(200);
    const pulled = (await pullAll(api, counselor, 'tasks', cursor)).pages.flatMap((p) => p.items);
    expect(pulled.find((t) => t.id === task.id)).toMatchObject({ studentId: kept.id, title: 'Call about the fair' });
  });

  it('answers the same merge resent after a lost answer with 200 and the kept student, writing nothing twice', async () => {
    const { kept, lead } = await flaggedPair();
    const body = mergeBody(lead, kept);
    const first = await merge(lead.id, body);
    const again = await merge(lead.id, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(studentDetailSchema.parse(await again.json())).toEqual(studentDetailSchema.parse(await first.json()));
    expect((await auditOf(api.db.knex, 'student', kept.id)).map((e) => e.action)).toEqual(['created', 'merged']);
    expect((await auditOf(api.db.knex, 'student', lead.id)).map((e) => e.action)).toEqual(['created', 'merged']);
  });

  it('refuses with 409 when either student changed since the person looked, or the lead was removed, changing nothing', async () => {
    const { kept, lead, applicationId } = await flaggedPair();
    const patched = await sendAs(api, 'PATCH', `/api/admin/students/${kept.id}`, counselor, { version: kept.version, priority: 'high' });
    expect(patched.status).toBe(200);
    const stale = await merge(lead.id, mergeBody(lead, kept));
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error.message).toBe('One of these students was changed since you looked. Check both profiles, then merge again.');
    expect(error.details).toMatchObject({ current: { id: lead.id, version: lead.version }, into: { id: kept.id, version: kept.version + 1 } });
    const staleLead = await merge(lead.id, { ...mergeBody(lead, kept), version: lead.version + 5, intoVersion: kept.version + 1 });
    expect(staleLead.status).toBe(409);
    expect(await countRows(api.db.knex, 'applications', { id: applicationId, student_id: lead.id })).toBe(1);
    expect(await api.db.knex('students').where({ id: lead.id }).first('deleted_at')).toEqual({ deleted_at: null });

    await api.db.knex('students').where({ id: lead.id }).update({ deleted_at: new Date() });
    const removed = await merge(lead.id, { ...mergeBody(lead, kept), intoVersion: kept.version + 1 });
    expect(removed.status).toBe(409);
    expect((await errorOf(removed)).message).toBe('This student was removed, so it cannot be merged.');
  });

  it('refuses with 422 a merge into itself or into a student it is not flagged against, and 404 an unknown id', async () => {
    const { kept, lead } = await flaggedPair();
    const other = await flaggedPair();
    const self = await merge(lead.id, { ...mergeBody(lead, kept), into: lead.id });
    expect(self.status).toBe(422);
    expect((await errorOf(self)).message).toBe('A student cannot be merged into itself. Choose the other student.');
    const unflagged = await merge(lead.id, mergeBody(lead, other.kept));
    expect(unflagged.status).toBe(422);
    expect((await errorOf(unflagged)).message).toBe('These students are not flagged as possible duplicates of each other, so they cannot be merged.');
    // The other way round: the earlier student carries no flag against the lead.
    expect((await merge(kept.id, mergeBody(kept, lead))).status).toBe(422);
    expect((await merge(randomUUID(), mergeBody(lead, kept))).status).toBe(404);
    expect((await merge(lead.id, { ...mergeBody(lead, kept), into: randomUUID() })).status).toBe(404);
    const bad = await merge(lead.id, { resolution: 'merge', into: kept.id });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('The version of the record you edited is missing.');
    expect(await countRows(api.db.knex, 'students', { id: lead.id, deleted_at: null })).toBe(1);
  });

  it('needs the write permission of every kind of record it moves, and changes nothing when refused', async () => {
    const { kept, lead, applicationId, visaCaseId } = await flaggedPair();
    const rows = async () => ({
      students: await api.db.knex('students').whereIn('id', [lead.id, kept.id]).orderBy('id').select('id', 'version', 'deleted_at'),
      moved: await api.db.knex('applications').where({ id: applicationId }).first('student_id', 'version'),
      visa: await api.db.knex('visa_cases').where({ id: visaCaseId }).first('student_id', 'version'),
    });
    const before = await rows();
    const refusals: Partial<Record<AdminRole, string>> = {
      // Works students and applications, not visa cases.
      counselor: "Merging moves this student's visa cases too, and your role does not allow changing visa cases. Ask a colleague who may.",
      admissions_lead: "Merging moves this student's visa cases too, and your role does not allow changing visa cases. Ask a colleague who may.",
      // Captures leads only.
      marketing: "Merging moves this student's applications too, and your role does not allow changing applications. Ask a colleague who may.",
    };
    for (const [role, message] of Object.entries(refusals) as [AdminRole, string][]) {
      expect(can(role, 'students:write')).toBe(true);
      const res = await merge(lead.id, mergeBody(lead, kept), await cookieFor(api.db.knex, role));
      expect(res.status, role).toBe(403);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await rows()).toEqual(before);

    // A lead with nothing to move is merged by a role that works students only.
    const bare = await flaggedPair();
    await api.db.knex('applications').where({ id: bare.applicationId }).update({ deleted_at: new Date() });
    await api.db.knex('visa_cases').where({ id: bare.visaCaseId }).update({ deleted_at: new Date() });
    const marketing = await merge(bare.lead.id, mergeBody(bare.lead, bare.kept), await cookieFor(api.db.knex, 'marketing'));
    expect(marketing.status).toBe(200);
    await marketing.arrayBuffer();
  });

  it('keeps the access rules: 401, 403 from another site, 403 for roles without students:write', async () => {
    const { kept, lead } = await flaggedPair();
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: `/api/admin/students/${lead.id}/duplicates`, valid: mergeBody(lead, kept), invalid: { resolution: 'merge' } },
      'students:write',
      () => api.db.knex('students').whereIn('id', [lead.id, kept.id]).orderBy('id').select('id', 'version', 'deleted_at'),
    );
  });
});
