import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTaskSchema, type StaffTask } from '@contract';
import { createSession } from '../src/auth/sessions';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createAdmin, expectAccessRules, getAs, inEveryScope } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { pullAll } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

// Staff tasks and reminders (docs/PRODUCT.md §3.17, docs/SECURITY.md "Tasks").

let api: TestApi;
let studentId: string;
const people: Record<'counselor' | 'colleague' | 'lead' | 'officer' | 'support', { id: string; cookie: string }> = {} as never;

async function person(role: 'counselor' | 'admissions_lead' | 'visa_officer' | 'support') {
  const id = await createAdmin(api.db.knex, role);
  return { id, cookie: `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', id)}` };
}

beforeAll(async () => {
  api = await startTestApi();
  studentId = (await api.db.knex('students').whereNull('deleted_at').orderBy('id').first('id')).id;
  people.counselor = await person('counselor');
  people.colleague = await person('counselor');
  people.lead = await person('admissions_lead');
  people.officer = await person('visa_officer');
  people.support = await person('support');
});
afterAll(() => api.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const task = (fields: Record<string, unknown> = {}) => ({ id: randomUUID(), title: 'Call about the offer letter', studentId, dueAt: inDays(1), priority: 'high', ...fields });
const post = (body: unknown, cookie = people.counselor.cookie) => sendAs(api, 'POST', '/api/admin/tasks', cookie, body);
const patch = (id: string, body: unknown, cookie = people.counselor.cookie) => sendAs(api, 'PATCH', `/api/admin/tasks/${id}`, cookie, body);

async function list(query: string, cookie = people.counselor.cookie): Promise<StaffTask[]> {
  const res = await getAs(api, `/api/admin/tasks${query}`, cookie);
  expect(res.status).toBe(200);
  return staffTaskSchema.array().parse(((await res.json()) as { items: unknown }).items);
}

async function created(body = task(), cookie = people.counselor.cookie): Promise<StaffTask> {
  const res = await post(body, cookie);
  expect(res.status).toBe(201);
  return staffTaskSchema.parse(await res.json());
}

const ruleTasks = (rule: string, studentIdOf: string) =>
  api.db.knex('staff_tasks').where({ rule, student_id: studentIdOf }).select<{ id: string; title: string; assignee_id: string | null; due_at: Date; status: string }[]>('*');

describe('/api/admin/tasks', () => {
  it('keeps the access rules: the roles that work students keep a task list; the others get 403, no session 401', async () => {
    await expectAccessRules(api, '/api/admin/tasks?assignee=me&status=open', 'tasks:write');
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: '/api/admin/tasks', valid: task(), invalid: { ...task(), title: '' } },
      'tasks:write',
      () => countRows(api.db.knex, 'staff_tasks'),
    );
  });

  it('creates once per client id (201, then 200), assigned to the person adding it by default, audited', async () => {
    const body = task({ title: '  Send the visa checklist  ' });
    const first = await created(body);
    expect(first).toMatchObject({
      id: body.id,
      title: 'Send the visa checklist',
      studentId,
      assigneeId: people.counselor.id,
      assigneeName: 'Test counselor',
      priority: 'high',
      status: 'open',
      completedAt: null,
      rule: null,
      createdBy: people.counselor.id,
      version: 1,
    });
    expect(first.studentName).toEqual(expect.any(String));
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(staffTaskSchema.parse(await again.json())).toEqual(first);
    expect(await countRows(api.db.knex, 'staff_tasks', { id: body.id })).toBe(1);
    const audit = await auditOf(api.db.knex, 'task', body.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['created', people.counselor.id]]);
  });

  it('refuses bad input with a message next to the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Enter what has to be done.'],
      [{ title: 'x'.repeat(201) }, 'title', 'Keep the task under 200 characters.'],
      [{ dueAt: 'tomorrow' }, 'dueAt', 'Choose the date and time it is due.'],
      [{ priority: 'urgent' }, 'priority', 'Choose a priority: high, medium or low.'],
      [{ status: 'started' }, 'status', "The status is 'open' or 'done'."],
      [{ studentId: 'abc' }, 'studentId', 'Choose the student from the list.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await post(task(fields));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).details).toContainEqual({ field, message });
    }
    const ghost = await post(task({ studentId: randomUUID() }));
    expect(ghost.status).toBe(422);
    expect((await errorOf(ghost)).details).toContainEqual({ field: 'studentId', message: 'That student does not exist or was removed.' });
    // Only someone who keeps a task list can be given one.
    const toSupport = await post(task({ assigneeId: people.support.id }));
    expect(toSupport.status).toBe(422);
    expect((await errorOf(toSupport)).message).toBe('That staff member cannot be given tasks. Choose someone from the list.');
    expect((await getAs(api, '/api/admin/tasks?assignee=someone', people.counselor.cookie)).status).toBe(400);
    expect((await patch('not-a-uuid', { status: 'done', version: 1 })).status).toBe(404);
  });

  it('ticks a task done (completedAt set, audited task_done), resent done is answered as done; a stale version is a 409 with the current task', async () => {
    const t = await created();
    const doneRes = await patch(t.id, { status: 'done', version: 1 });
    expect(doneRes.status).toBe(200);
    const done = staffTaskSchema.parse(await doneRes.json());
    expect(done).toMatchObject({ status: 'done', version: 2 });
    expect(Date.parse(done.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The outbox resending after a lost answer: already so, answered as done.
    const resent = await patch(t.id, { status: 'done', version: 1 });
    expect(resent.status).toBe(200);
    expect(staffTaskSchema.parse(await resent.json()).version).toBe(2);
    // A change made on the old version: a conflict naming the current task.
    const stale = await patch(t.id, { title: 'Another title', version: 1 });
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error.message).toMatch(/Someone else changed this task/);
    expect((error.details as { current: StaffTask }).current).toMatchObject({ id: t.id, status: 'done', version: 2 });
    const reopened = staffTaskSchema.parse(await (await patch(t.id, { status: 'open', version: 2 })).json());
    expect(reopened).toMatchObject({ status: 'open', completedAt: null, version: 3 });
    expect((await auditOf(api.db.knex, 'task', t.id)).map((a) => a.action)).toEqual(['created', 'task_done', 'task_reopened']);
  });

  it('lets each person read and change only the tasks they do or added; a manager reads and changes all', async () => {
    const mine = await created(task({ title: 'Mine' }));
    const given = await created(task({ title: 'For my colleague', assigneeId: people.colleague.id }));
    const theirs = await created(task({ title: 'Theirs' }), people.colleague.cookie);

    const counselorSees = (await list('')).map((t) => t.id);
    expect(counselorSees).toEqual(expect.arrayContaining([mine.id, given.id]));
    expect(counselorSees).not.toContain(theirs.id);
    expect((await list('?assignee=me')).map((t) => t.id)).not.toContain(given.id);
    const colleagueSees = (await list('?assignee=me', people.colleague.cookie)).map((t) => t.id);
    expect(colleagueSees).toEqual(expect.arrayContaining([given.id, theirs.id]));
    expect(colleagueSees).not.toContain(mine.id);

    // Someone else's task is not found for them, as if it did not exist; the same id cannot be taken over either.
    expect((await patch(theirs.id, { status: 'done', version: 1 })).status).toBe(404);
    expect((await post(task({ id: theirs.id }))).status).toBe(409);

    const managerSees = (await list('', people.lead.cookie)).map((t) => t.id);
    expect(managerSees).toEqual(expect.arrayContaining([mine.id, given.id, theirs.id]));
    expect((await patch(theirs.id, { assigneeId: people.counselor.id, version: 1 }, people.lead.cookie)).status).toBe(200);
    expect((await list('?assignee=me')).map((t) => t.id)).toContain(theirs.id);
  });

  it('filters by status and student: ?assignee=me&status=open lists what is left to do, soonest first', async () => {
    const later = await created(task({ title: 'Later', dueAt: inDays(3) }));
    const sooner = await created(task({ title: 'Sooner', dueAt: inDays(-1) }));
    const finished = await created(task({ title: 'Finished', status: 'done' }));
    const open = (await list('?assignee=me&status=open')).map((t) => t.id);
    expect(open.indexOf(sooner.id)).toBeLessThan(open.indexOf(later.id));
    expect(open).not.toContain(finished.id);
    expect((await list('?status=done')).map((t) => t.id)).toContain(finished.id);
    const other = (await api.db.knex('students').whereNull('deleted_at').whereNot({ id: studentId }).first('id')).id;
    expect(await list(`?studentId=${other}`)).toEqual([]);
  });

  it('exports the same list as CSV (a BOM, the rows the list shows the person), audited with its count; 403 without tasks:write', async () => {
    const mine = await created(task({ title: 'Ring Cabdi, "the offer", today' }));
    const res = await getAs(api, '/api/admin/tasks/export.csv?assignee=me&status=open', people.counselor.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.id).sort()).toEqual((await list('?assignee=me&status=open')).map((t) => t.id).sort());
    expect(rows.find((r) => r.id === mine.id)).toMatchObject({ title: 'Ring Cabdi, "the offer", today', status: 'open', priority: 'high' });
    await expect
      .poll(() => api.db.knex('activity_log').where({ actor_id: people.counselor.id, entity: 'export', entity_id: 'tasks' }).select('after'))
      .toEqual([{ after: { list: 'tasks', count: rows.length, complete: true, filters: { assignee: 'me', status: 'open' } } }]);
    expect((await getAs(api, '/api/admin/tasks/export.csv', people.support.cookie)).status).toBe(403);
  });
});

describe('rules that create tasks', () => {
  it('a new lead gets "First contact" due in 24 h for its counselor, once, even when the create is resent', async () => {
    const body = { id: randomUUID(), name: 'Hodan Warsame', assignedCounselor: people.colleague.id };
    expect((await sendAs(api, 'POST', '/api/admin/students', people.counselor.cookie, body)).status).toBe(201);
    expect((await sendAs(api, 'POST', '/api/admin/students', people.counselor.cookie, body)).status).toBe(200);
    const tasks = await ruleTasks('first_contact', body.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ title: 'First contact', assignee_id: people.colleague.id, status: 'open' });
    expect(Math.abs(tasks[0]!.due_at.getTime() - (Date.now() + 86_400_000))).toBeLessThan(60_000);
    expect((await auditOf(api.db.knex, 'task', tasks[0]!.id)).map((a) => [a.action, a.actor_id])).toEqual([['created', null]]);
  });

  it('a call, WhatsApp chat or meeting logged with a lead completes its "First contact", on the timeline; an unanswered call does not', async () => {
    const lead = { id: randomUUID(), name: 'Faduma Contacted' };
    expect((await sendAs(api, 'POST', '/api/admin/students', people.counselor.cookie, lead)).status).toBe(201);
    const note = (kind: string, outcome: string | null) => ({ id: randomUUID(), kind, body: `${kind} with Faduma`, outcome });
    const logNote = (body: unknown) => sendAs(api, 'POST', `/api/admin/students/${lead.id}/notes`, people.counselor.cookie, body);

    // A plain note, and a call nobody answered, are not contact: the task stays open.
    expect((await logNote(note('note', null))).status).toBe(201);
    expect((await logNote(note('call', 'no_answer'))).status).toBe(201);
    expect((await ruleTasks('first_contact', lead.id))[0]).toMatchObject({ status: 'open' });

    // A WhatsApp chat that reached her completes it, once, even when the outbox sends the note again.
    const chat = note('whatsapp', 'reached');
    expect((await logNote(chat)).status).toBe(201);
    expect((await logNote(chat)).status).toBe(200);
    const [done] = await ruleTasks('first_contact', lead.id);
    expect(done).toMatchObject({ status: 'done' });
    expect((await auditOf(api.db.knex, 'task', done!.id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['created', null],
      ['task_done', people.counselor.id],
    ]);
    const res = await getAs(api, `/api/admin/students/${lead.id}/activity?limit=50`, people.counselor.cookie);
    const entries = ((await res.json()) as { items: { title: string; detail: string }[] }).items;
    expect(entries.filter((e) => e.title === 'First contact done')).toEqual([
      expect.objectContaining({ detail: 'Completed by the WhatsApp chat logged with Faduma Contacted' }),
    ]);
    // A later meeting finds nothing open to complete.
    expect((await logNote(note('meeting', 'reached'))).status).toBe(201);
    expect((await auditOf(api.db.knex, 'task', done!.id)).length).toBe(2);
  });

  it("an unassigned lead's task goes to the counselor who added it; marketing's waits unassigned until the lead gets a counselor", async () => {
    const own = { id: randomUUID(), name: 'Abdi Farah' };
    await sendAs(api, 'POST', '/api/admin/students', people.counselor.cookie, own);
    expect((await ruleTasks('first_contact', own.id))[0]?.assignee_id).toBe(people.counselor.id);

    const marketing = await createAdmin(api.db.knex, 'marketing');
    const cookie = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', marketing)}`;
    const fair = { id: randomUUID(), name: 'Musa Bello' };
    expect((await sendAs(api, 'POST', '/api/admin/students', cookie, fair)).status).toBe(201);
    const [waiting] = await ruleTasks('first_contact', fair.id);
    expect(waiting?.assignee_id).toBeNull();
    expect((await list('?assignee=unassigned', people.lead.cookie)).map((t) => t.id)).toContain(waiting!.id);

    // The manager gives the lead a counselor: the task follows.
    const student = await api.db.knex('students').where({ id: fair.id }).first('version');
    const moved = await sendAs(api, 'PATCH', `/api/admin/students/${fair.id}`, people.lead.cookie, { assignedCounselor: people.colleague.id, version: student.version });
    expect(moved.status).toBe(200);
    expect((await ruleTasks('first_contact', fair.id))[0]?.assignee_id).toBe(people.colleague.id);
  });

  it('a website enquiry gets an unassigned "First contact"', async () => {
    const id = randomUUID();
    const res = await api.request('/api/enquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, name: 'Halima Yusuf', phone: '+254 700 111 223', country: 'Kenya', fieldOfStudy: 'Nursing', intake: 'September 2027', message: 'Hello', consent: true }),
    });
    expect(res.status).toBe(201);
    const { student_id: lead } = await api.db.knex('enquiries').where({ id }).first('student_id');
    const tasks = await ruleTasks('first_contact', lead);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.assignee_id).toBeNull();
  });

  it('a visa approved gets "Pre-departure briefing" in 7 days for the student\'s counselor, once', async () => {
    const student = { id: randomUUID(), name: 'Amina Hassan', assignedCounselor: people.colleague.id };
    await sendAs(api, 'POST', '/api/admin/students', people.counselor.cookie, student);
    const visaId = randomUUID();
    const visa = await sendAs(api, 'POST', '/api/admin/visa-cases', people.officer.cookie, { id: visaId, studentId: student.id, visaType: 'Student Pass', requirements: [] });
    expect(visa.status).toBe(201);
    let version = 1;
    for (const status of ['submitted', 'approved']) {
      const res = await sendAs(api, 'PATCH', `/api/admin/visa-cases/${visaId}`, people.officer.cookie, { status, version });
      expect(res.status).toBe(200);
      version += 1;
      expect(await ruleTasks('pre_departure', student.id)).toHaveLength(status === 'approved' ? 1 : 0);
    }
    const again = await sendAs(api, 'PATCH', `/api/admin/visa-cases/${visaId}`, people.officer.cookie, { status: 'approved', version: version - 1 });
    expect(again.status).toBe(200);
    const [briefing, ...more] = await ruleTasks('pre_departure', student.id);
    expect(more).toEqual([]);
    expect(briefing).toMatchObject({ title: 'Pre-departure briefing', assignee_id: people.colleague.id });
    expect(Math.abs(briefing!.due_at.getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
  });

  it('a draft due within 7 days gets "Submit application" (on write, and by the sweep as days pass); leaving draft ticks it done', async () => {
    const universityId = (await api.db.knex('universities').orderBy('id').first('id')).id;
    const day = (days: number) => inDays(days).slice(0, 10);
    const soon = { id: randomUUID(), studentId, universityId, program: 'BSc Nursing', deadlineDate: day(5), requirements: [] };
    const far = { ...soon, id: randomUUID(), deadlineDate: day(30) };
    // In every counselor's and visa officer's row scope (issue 33): this is about each role's permission.
    await inEveryScope(api.db.knex, [studentId]);
    expect((await sendAs(api, 'POST', '/api/admin/applications', people.counselor.cookie, soon)).status).toBe(201);
    expect((await sendAs(api, 'POST', '/api/admin/applications', people.counselor.cookie, far)).status).toBe(201);
    const keyed = (id: string) => api.db.knex('staff_tasks').where({ rule_key: `submit_application:${id}` }).select('*');
    const [submit] = await keyed(soon.id);
    expect(submit).toMatchObject({ title: 'Submit application', status: 'open', due_at: new Date(`${soon.deadlineDate}T09:00:00Z`) });
    expect(await keyed(far.id)).toEqual([]);

    // Weeks pass: the far deadline comes within the window with no write; reading the task list catches up, once.
    await api.db.knex('applications').where({ id: far.id }).update({ deadline_date: day(2) });
    await list('?assignee=me');
    await list('?assignee=me');
    expect(await keyed(far.id)).toHaveLength(1);

    const submitted = await sendAs(api, 'PATCH', `/api/admin/applications/${soon.id}`, people.counselor.cookie, { status: 'submitted', version: 1 });
    expect(submitted.status).toBe(200);
    expect((await keyed(soon.id))[0]).toMatchObject({ status: 'done' });
  });
});

describe('tasks in the sync', () => {
  it("copies a person's own tasks to their device, and tells it to drop one given to someone else", async () => {
    const me = await person('counselor');
    const mine = await created(task({ title: 'On my device' }), me.cookie);
    const given = await created(task({ title: 'From my manager', assigneeId: me.id }), people.lead.cookie);
    const other = await created(task({ title: 'Not mine' }), people.colleague.cookie);
    const first = await pullAll(api, me.cookie, 'tasks');
    const ids = first.pages.flatMap((p) => p.items.map((i) => i.id));
    expect(ids.sort()).toEqual([mine.id, given.id].sort());
    expect(first.pages.flatMap((p) => p.tombstones)).toEqual([]);
    expect(ids).not.toContain(other.id);
    // The manager's device holds everyone's.
    const all = (await pullAll(api, people.lead.cookie, 'tasks')).pages.flatMap((p) => p.items.map((i) => i.id));
    expect(all).toEqual(expect.arrayContaining([mine.id, given.id, other.id]));

    // Done offline and sent through the outbox: the next delta brings the done task (with the overlap window's re-sends).
    await patch(mine.id, { status: 'done', version: 1 }, me.cookie);
    await api.db.knex('staff_tasks').where({ id: mine.id }).update({ updated_at: api.db.knex.raw("now() + interval '1 minute'") });
    const delta = await pullAll(api, me.cookie, 'tasks', first.cursor);
    expect(delta.pages.flatMap((p) => p.items)).toContainEqual(expect.objectContaining({ id: mine.id, status: 'done' }));

    // The manager gives their task to someone else: it leaves this device.
    await patch(given.id, { assigneeId: people.colleague.id, version: 1 }, people.lead.cookie);
    await api.db.knex('staff_tasks').where({ id: given.id }).update({ updated_at: api.db.knex.raw("now() + interval '2 minutes'") });
    const after = await pullAll(api, me.cookie, 'tasks', delta.cursor);
    expect(after.pages.flatMap((p) => p.items.map((i) => i.id))).not.toContain(given.id);
    expect(after.pages.flatMap((p) => p.tombstones.map((t) => t.id))).toEqual([given.id]);
  });
});
