import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntrySchema, portalDashboardSchema, studentTaskSchema, type StudentTask } from '@contract';
import { cookieFor, inEveryScope, expectAccessRules, getAs } from './admin-helpers';
import { errorOf, sendAs } from './crm-write-helpers';
import { createOtherPortalStudent, OTHER_STUDENT, type OtherStudent } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';

// Tasks for the student (docs/PRODUCT.md §3.5, §2.7, §5.5): staff add them, the student ticks their own.

let api: TestApi;
let counselor: string;
let amina: string;
let kwame: OtherStudent;
beforeAll(async () => {
  api = await startTestApi();
  const account = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
  amina = account.student_id;
  kwame = await createOtherPortalStudent(api.db.knex);
  // The students it works on are unassigned, in every counselor's and visa officer's row scope (issue 33).
  await inEveryScope(api.db.knex, [amina, kwame.studentId]);
  counselor = await cookieFor(api.db.knex, 'counselor');
});
afterAll(() => api.close());

const tasksPath = (studentId: string) => `/api/admin/students/${studentId}/tasks`;
const addTask = (studentId: string, body: unknown, cookie = counselor) => sendAs(api, 'POST', tasksPath(studentId), cookie, body);

async function tasksOf(studentId: string, cookie = counselor): Promise<StudentTask[]> {
  const res = await getAs(api, tasksPath(studentId), cookie);
  expect(res.status).toBe(200);
  return studentTaskSchema.array().parse(((await res.json()) as { items: unknown }).items);
}

async function timeline(studentId: string) {
  const res = await getAs(api, `/api/admin/students/${studentId}/activity?limit=50`, counselor);
  return activityEntrySchema.array().parse(((await res.json()) as { items: unknown }).items);
}

async function portalLogin(username: string, password: string): Promise<string> {
  const res = await api.request('/api/portal/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith('mc_portal='))!.split(';')[0]!;
}

const tick = (cookie: string | undefined, taskId: string, body: unknown) => sendAs(api, 'POST', `/api/portal/tasks/${taskId}/done`, cookie, body);

async function portalTasks(cookie: string) {
  const res = await api.request('/api/portal/me', { headers: { cookie } });
  return portalDashboardSchema.parse(await res.json()).tasks;
}

describe('POST /api/admin/students/:id/tasks', () => {
  it('adds a task once for the same id, with the timeline entry "Task added: <title>"', async () => {
    const id = randomUUID();
    const body = { id, title: '  Send the signed offer letter  ', dueDate: '2026-12-01' };
    const first = await addTask(amina, body);
    expect(first.status).toBe(201);
    const task = studentTaskSchema.parse(await first.json());
    expect(task).toMatchObject({ id, studentId: amina, title: 'Send the signed offer letter', dueDate: '2026-12-01', done: false, doneBy: null, createdByName: 'Test counselor', version: 1 });

    // A resend after a lost answer: 200, the same task, one row and one timeline entry.
    const again = await addTask(amina, body);
    expect(again.status).toBe(200);
    expect(studentTaskSchema.parse(await again.json())).toEqual(task);
    expect(await api.db.knex('student_tasks').where({ id }).pluck('id')).toEqual([id]);
    const added = (await timeline(amina)).filter((e) => e.title === 'Task added: Send the signed offer letter');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ action: 'task_added', actorName: 'Test counselor', detail: 'For Amina Hassan, due 2026-12-01' });

    expect((await tasksOf(amina)).map((t) => t.id)).toContain(id);
  });

  it('refuses a missing or too long title and an unreal date, with a message per field', async () => {
    const empty = await addTask(amina, { id: randomUUID(), title: '   ', dueDate: '2026-02-30' });
    expect(empty.status).toBe(400);
    const { details } = await errorOf(empty);
    expect(details).toEqual([
      { field: 'title', message: 'Enter what the student has to do.' },
      { field: 'dueDate', message: 'Enter a real due date, e.g. 2026-12-15.' },
    ]);
    const long = await addTask(amina, { id: randomUUID(), title: 'x'.repeat(201), dueDate: '2026-12-01' });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).details).toEqual([{ field: 'title', message: 'Keep the task under 200 characters.' }]);
    const noId = await addTask(amina, { title: 'Book a flight', dueDate: '2026-12-01' });
    expect(noId.status).toBe(400);
    expect((await errorOf(noId)).details).toEqual([{ field: 'id', message: 'The id must be a UUID.' }]);
  });

  it('is refused to a role that may not write students (403) and answers 404 for an unknown student', async () => {
    const support = await addTask(amina, { id: randomUUID(), title: 'Book a flight', dueDate: '2026-12-01' }, await cookieFor(api.db.knex, 'support'));
    expect(support.status).toBe(403);
    expect((await errorOf(support)).message).toBe('Your role does not allow this.');
    expect((await addTask(randomUUID(), { id: randomUUID(), title: 'Book a flight', dueDate: '2026-12-01' })).status).toBe(404);
    // An id already used by another student's task is a conflict, never a move.
    const clash = await addTask(kwame.studentId, { id: kwame.taskIds[0], title: 'x', dueDate: '2026-12-01' });
    expect(clash.status).toBe(200);
    expect((await addTask(amina, { id: kwame.taskIds[0], title: 'x', dueDate: '2026-12-01' })).status).toBe(409);
  });
});

describe('GET /api/admin/students/:id/tasks', () => {
  it('is read by the roles that may read students', async () => {
    await expectAccessRules(api, tasksPath(amina), 'students:read');
  });
});

describe('PATCH /api/admin/student-tasks/:taskId', () => {
  it('changes title, date and done on the version seen; a stale version is a 409 with the current task', async () => {
    const id = randomUUID();
    await addTask(amina, { id, title: 'Scan the passport', dueDate: '2026-12-02' });
    const path = `/api/admin/student-tasks/${id}`;
    const renamed = await sendAs(api, 'PATCH', path, counselor, { title: 'Scan every page of the passport', dueDate: '2026-12-04', version: 1 });
    expect(renamed.status).toBe(200);
    expect(studentTaskSchema.parse(await renamed.json())).toMatchObject({ title: 'Scan every page of the passport', dueDate: '2026-12-04', version: 2 });

    const stale = await sendAs(api, 'PATCH', path, counselor, { done: true, version: 1 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).details).toMatchObject({ current: { version: 2, done: false } });

    const done = await sendAs(api, 'PATCH', path, counselor, { done: true, version: 2 });
    expect(studentTaskSchema.parse(await done.json())).toMatchObject({ done: true, doneBy: 'staff', version: 3 });
    const titles = (await timeline(amina)).map((e) => e.title);
    expect(titles).toContain('Scan every page of the passport marked done');
    expect(titles).toContain('Task updated: Scan every page of the passport');

    const bad = await sendAs(api, 'PATCH', path, counselor, { dueDate: 'tomorrow', version: 3 });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details).toEqual([{ field: 'dueDate', message: 'Enter a real due date, e.g. 2026-12-15.' }]);
    expect((await sendAs(api, 'PATCH', path, await cookieFor(api.db.knex, 'finance'), { done: false, version: 3 })).status).toBe(403);
    expect((await sendAs(api, 'PATCH', `/api/admin/student-tasks/${randomUUID()}`, counselor, { done: false, version: 1 })).status).toBe(404);
  });

  it('DELETE removes a task and the timeline says so', async () => {
    const id = randomUUID();
    await addTask(amina, { id, title: 'Obsolete step', dueDate: '2026-12-05' });
    const res = await api.request(`/api/admin/student-tasks/${id}`, { method: 'DELETE', headers: { cookie: counselor, origin: api.url } });
    expect(res.status).toBe(204);
    expect((await tasksOf(amina)).map((t) => t.id)).not.toContain(id);
    expect((await timeline(amina)).map((e) => e.title)).toContain('Task removed: Obsolete step');
  });
});

describe('POST /api/portal/tasks/:taskId/done', () => {
  it('lets the student tick their own task; staff see it done by the student, and the timeline says so', async () => {
    const id = randomUUID();
    await addTask(kwame.studentId, { id, title: 'Photograph the bank statement', dueDate: '2026-11-27' });
    // Kwame has few tasks, so the portal's short list still shows this one once it is done.
    const student = await portalLogin(OTHER_STUDENT.username, OTHER_STUDENT.password);
    expect((await portalTasks(student)).find((t) => t.id === id)).toMatchObject({ task: 'Photograph the bank statement', done: false });

    const res = await tick(student, id, { done: true });
    expect(res.status).toBe(204);
    // Ticking again changes nothing and writes no second entry.
    expect((await tick(student, id, { done: true })).status).toBe(204);
    expect((await portalTasks(student)).find((t) => t.id === id)).toMatchObject({ done: true });

    const seen = (await tasksOf(kwame.studentId)).find((t) => t.id === id)!;
    expect(seen).toMatchObject({ done: true, doneBy: 'student' });
    expect(seen.doneAt).not.toBeNull();
    const entries = (await timeline(kwame.studentId)).filter((e) => e.title === 'Photograph the bank statement marked done by the student');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'task_done', actorName: null });

    // Unticked: open again, and the timeline says the student reopened it.
    expect((await tick(student, id, { done: false })).status).toBe(204);
    expect((await tasksOf(kwame.studentId)).find((t) => t.id === id)).toMatchObject({ done: false, doneBy: null });
    expect((await timeline(kwame.studentId)).map((e) => e.title)).toContain('Photograph the bank statement reopened');
  });

  it("answers 404 for another student's task and changes nothing; 401 without a session; 400 without done", async () => {
    const student = await portalLogin('student', 'mission-control');
    const foreign = kwame.taskIds[1]!;
    const res = await tick(student, foreign, { done: true });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('No task with this id: it may have been removed.');
    expect(await api.db.knex('student_tasks').where({ id: foreign }).first('completed_at')).toEqual({ completed_at: null });

    expect((await tick(undefined, foreign, { done: true })).status).toBe(401);
    const kwameCookie = await portalLogin(OTHER_STUDENT.username, OTHER_STUDENT.password);
    const missing = await tick(kwameCookie, foreign, { done: 'yes' });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).details).toEqual([{ field: 'done', message: 'Say whether the task is done (true or false).' }]);
    expect((await tick(kwameCookie, foreign, { done: true })).status).toBe(204);
  });
});
