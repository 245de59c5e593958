// Tasks for the student (issue 14 item 4, docs/PRODUCT.md §3.5, §2.7, §5.5): staff add and edit them, the student
// ticks their own. Every change writes an entry on the student's timeline in the same transaction.
import type { Knex } from 'knex';
import type { CreateStudentTask, StudentTask, TaskCompleter, UpdateStudentTask } from '@contract';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, recordNotFound } from '../data/errors';
import { versionedUpdate } from '../data/versioned-update';
import { onStudentTaskAdded } from '../notifications/events';

type TaskRow = {
  id: string;
  student_id: string;
  task: string;
  deadline: string | null;
  completed_at: Date | null;
  completed_by: TaskCompleter | null;
  created_by_name: string | null;
  created_at: Date;
  version: number;
};

function tasks(db: Knex): Knex.QueryBuilder {
  return db('student_tasks as t')
    .leftJoin('admin_users as au', 'au.id', 't.created_by')
    .select('t.id', 't.student_id', 't.task', 't.deadline', 't.completed_at', 't.completed_by', 'au.full_name as created_by_name', 't.created_at', 't.version');
}

const toTask = (r: TaskRow): StudentTask => ({
  id: r.id,
  studentId: r.student_id,
  title: r.task,
  dueDate: r.deadline,
  done: r.completed_at !== null,
  doneAt: r.completed_at?.toISOString() ?? null,
  doneBy: r.completed_at ? r.completed_by : null,
  createdByName: r.created_by_name,
  createdAt: r.created_at.toISOString(),
  version: r.version,
});

async function readTask(db: Knex, id: string): Promise<StudentTask | undefined> {
  const row = await tasks(db).where('t.id', id).first<TaskRow | undefined>();
  return row && toTask(row);
}

/** A live student's tasks, open ones first by due date (none last), then the done ones, latest done first. */
export async function listStudentTasks(db: Knex, studentId: string): Promise<StudentTask[]> {
  const rows: TaskRow[] = await tasks(db)
    .where('t.student_id', studentId)
    .orderByRaw('t.completed_at is not null, t.completed_at desc, t.deadline asc nulls last, t.created_at, t.id');
  return rows.map(toTask);
}

type Change = { from: unknown; to: unknown };

/** The timeline entry: on the student, the task's title in changes.task so the entry reads without the task. */
async function recordTaskActivity(
  trx: Knex.Transaction,
  entry: { actorId: string | null; studentId: string; action: string; changes: Record<string, Change>; before: StudentTask | null; after: StudentTask | null },
): Promise<void> {
  await trx('activity_log').insert({
    actor_id: entry.actorId,
    entity: 'student',
    entity_id: entry.studentId,
    action: entry.action,
    changes: JSON.stringify(entry.changes),
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  });
}

/** Locks the student so a task is never added to one being removed or merged away. */
async function lockLiveStudent(trx: Knex.Transaction, studentId: string): Promise<void> {
  const student = await trx('students').where({ id: studentId }).whereNull('deleted_at').forUpdate().first('id');
  if (!student) throw recordNotFound('student');
}

/**
 * Adds a task with the client's id. The same id sent again (a lost answer) answers the stored task and writes
 * nothing; an id already used for another student's task is a conflict, never a move.
 */
export async function createStudentTask(
  db: Knex,
  studentId: string,
  input: CreateStudentTask,
  actorId: string,
): Promise<{ task: StudentTask; created: boolean }> {
  const id = input.id.toLowerCase();
  const created = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      await lockLiveStudent(trx, studentId);
      const existing = await trx('student_tasks').where({ id }).first<{ student_id: string } | undefined>('student_id');
      if (existing) {
        if (existing.student_id !== studentId) throw new ConflictError('This task id is already used by another task. Add the task again.');
        return false;
      }
      const inserted = await trx('student_tasks')
        .insert({ id, student_id: studentId, task: input.title, deadline: input.dueDate, created_by: actorId })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return false; // a concurrent copy of this create won the race
      const task = (await readTask(trx, id))!;
      await recordTaskActivity(trx, {
        actorId,
        studentId,
        action: 'task_added',
        changes: { task: { from: null, to: task.title }, dueDate: { from: null, to: task.dueDate } },
        before: null,
        after: task,
      });
      await onStudentTaskAdded(trx, { id, studentId, title: task.title, dueDate: task.dueDate });
      return true;
    }),
  );
  const task = await readTask(db, id);
  if (!task) throw new ConflictError('This task was removed, so it cannot be saved again.');
  return { task, created };
}

type TaskLock = { id: string; student_id: string; version: number };

/** The task locked, if it belongs to a live student (and, for the portal, to that one student): else a 404. */
async function lockTask(trx: Knex.Transaction, taskId: string, ownerId?: string): Promise<TaskLock> {
  const query = trx('student_tasks as t')
    .join('students as s', 's.id', 't.student_id')
    .whereNull('s.deleted_at')
    .where('t.id', taskId)
    .forUpdate('t')
    .first<TaskLock | undefined>('t.id', 't.student_id', 't.version');
  if (ownerId) query.where('t.student_id', ownerId);
  const locked = await query;
  if (!locked) throw recordNotFound('task');
  return locked;
}

/** The done/undone columns and timeline action of a tick, or nothing if the task is already so. */
function tick(current: StudentTask, done: boolean, by: TaskCompleter) {
  if (current.done === done) return null;
  return {
    columns: done ? { completed_at: new Date(), completed_by: by } : { completed_at: null, completed_by: null },
    action: done ? 'task_done' : 'task_reopened',
  };
}

/**
 * Staff change a task's title, due date or done, made on `version` (data/versioned-update.ts): a stale version is a
 * 409 carrying the current task, unless the task already holds exactly the change (a resend after a lost answer),
 * answered as done.
 */
export async function updateStudentTask(db: Knex, taskId: string, { version, ...patch }: UpdateStudentTask, actorId: string): Promise<StudentTask> {
  const { item } = await versionedUpdate<TaskLock, StudentTask, typeof patch>(db, {
    table: 'student_tasks',
    id: taskId,
    noun: 'task',
    version,
    conflictMessage: 'Someone else changed this task since you opened it. Check it and try again.',
    lock: (trx) => lockTask(trx, taskId),
    read: (trx) => readTask(trx, taskId),
    changes: patch,
    columns: (changed, { current }) => ({
      ...(changed.title !== undefined && { task: changed.title }),
      ...(changed.dueDate !== undefined && { deadline: changed.dueDate }),
      ...(changed.done !== undefined && tick(current, changed.done, 'staff')?.columns),
    }),
    audit: async (trx, current, after, { locked, changed }) => {
      const title = { from: current.title, to: after.title };
      const changes: Record<string, Change> = {};
      if (changed.includes('title')) changes.task = title;
      if (changed.includes('dueDate')) changes.dueDate = { from: current.dueDate, to: after.dueDate };
      if (Object.keys(changes).length > 0) {
        await recordTaskActivity(trx, { actorId, studentId: locked.student_id, action: 'task_updated', changes: { task: title, ...changes }, before: current, after });
      }
      const ticked = changed.includes('done') && tick(current, after.done, 'staff');
      if (ticked) {
        await recordTaskActivity(trx, {
          actorId,
          studentId: locked.student_id,
          action: ticked.action,
          changes: { task: title, done: { from: current.done, to: after.done }, by: { from: null, to: 'staff' } },
          before: current,
          after,
        });
      }
    },
  });
  return item;
}

/** Staff remove a task; the timeline keeps "Task removed: <title>". A task already gone is a 404. */
export async function deleteStudentTask(db: Knex, taskId: string, actorId: string): Promise<void> {
  await withDomainErrors(() =>
    db.transaction(async (trx) => {
      const locked = await lockTask(trx, taskId);
      const current = (await readTask(trx, taskId))!;
      await trx('student_tasks').where({ id: taskId }).delete();
      await recordTaskActivity(trx, {
        actorId,
        studentId: locked.student_id,
        action: 'task_removed',
        changes: { task: { from: current.title, to: null } },
        before: current,
        after: null,
      });
    }),
  );
}

/**
 * The signed-in student ticks (or unticks) a task of their own: any other task, another student's included, is a
 * 404, so the answer says nothing about tasks that are not theirs. Ticking a task already so changes nothing.
 */
export async function tickOwnTask(db: Knex, studentId: string, taskId: string, done: boolean): Promise<void> {
  await withDomainErrors(() =>
    db.transaction(async (trx) => {
      const locked = await lockTask(trx, taskId, studentId);
      const current = (await readTask(trx, taskId))!;
      const ticked = tick(current, done, 'student');
      if (!ticked) return;
      await trx('student_tasks')
        .where({ id: taskId })
        .update({ ...ticked.columns, version: locked.version + 1, updated_at: trx.fn.now() });
      const after = (await readTask(trx, taskId))!;
      await recordTaskActivity(trx, {
        actorId: null,
        studentId,
        action: ticked.action,
        changes: { task: { from: current.title, to: after.title }, done: { from: current.done, to: after.done }, by: { from: null, to: 'student' } },
        before: current,
        after,
      });
    }),
  );
}
