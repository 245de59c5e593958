// Creating and changing staff tasks (docs/PRODUCT.md §3.17): the CRM's write conventions — the client's id makes a
// resent create store one task, a change names the version it was made on (stale: 409 with the current task), and
// each write is audited (entity 'task') in its transaction.
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { can, type AdminRole, type CreateStaffTask, type StaffTask, type UpdateStaffTask } from '@contract';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, InvalidReferenceError, recordNotFound } from '../data/errors';
import { auditTask, isVisibleTo, readTask, type Viewer } from './queries';

/** The student a task is about is live; its assignee an active staff member who keeps a task list. */
async function checkReferences(trx: Knex, fields: { studentId?: string | null; assigneeId?: string | null }): Promise<void> {
  if (fields.studentId && !(await trx('students').where({ id: fields.studentId }).whereNull('deleted_at').first('id'))) {
    throw new InvalidReferenceError('That student does not exist or was removed. Choose a student from the list.', [
      { field: 'studentId', message: 'That student does not exist or was removed.' },
    ]);
  }
  if (fields.assigneeId) {
    const staff = await trx('admin_users').where({ id: fields.assigneeId }).first<{ role: AdminRole; active: boolean } | undefined>('role', 'active');
    if (!staff?.active || !can(staff.role, 'tasks:write')) {
      const message = 'That staff member cannot be given tasks. Choose someone from the list.';
      throw new InvalidReferenceError(message, [{ field: 'assigneeId', message }]);
    }
  }
}

/** A new task with the client's id; a resend answers the stored task (created false) and writes nothing. */
export async function createTask(db: Knex, viewer: Viewer, input: CreateStaffTask): Promise<{ task: StaffTask; created: boolean }> {
  const id = input.id.toLowerCase();
  const assigneeId = input.assigneeId === undefined ? viewer.id : input.assigneeId;
  const created = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      if (await trx('staff_tasks').where({ id }).first('id')) return false;
      await checkReferences(trx, { studentId: input.studentId, assigneeId });
      const inserted = await trx('staff_tasks')
        .insert({
          id,
          title: input.title,
          student_id: input.studentId,
          assignee_id: assigneeId,
          due_at: input.dueAt,
          priority: input.priority,
          status: input.status,
          completed_at: input.status === 'done' ? trx.fn.now() : null,
          created_by: viewer.id,
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return false;
      await auditTask(trx, viewer.id, 'created', null, (await readTask(trx, id))!);
      return true;
    }),
  );
  const task = await readTask(db, id);
  // An id already used by a task this person may not read is not theirs to learn about.
  if (!task || !isVisibleTo(task, viewer)) throw new ConflictError('This task id is already used. Add the task again.');
  return { task, created };
}

const FIELDS = ['title', 'studentId', 'assigneeId', 'dueAt', 'priority', 'status'] as const;
const COLUMNS = { title: 'title', studentId: 'student_id', assigneeId: 'assignee_id', dueAt: 'due_at', priority: 'priority', status: 'status' } as const;

/**
 * Applies a change made on `patch.version`. The same change resent (the outbox after a lost answer) is answered as
 * done; a stale version otherwise is a 409 carrying the current task. A task the person may not read is a 404.
 */
export async function updateTask(db: Knex, viewer: Viewer, id: string, patch: UpdateStaffTask): Promise<StaffTask> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const locked = await trx('staff_tasks').where({ id }).whereNull('deleted_at').forUpdate().first<{ version: number } | undefined>('version');
      const current = locked && (await readTask(trx, id));
      if (!current || !isVisibleTo(current, viewer)) throw recordNotFound('task');
      const changed = FIELDS.filter((field) => patch[field] !== undefined && !isDeepStrictEqual(patch[field], current[field]));
      if (changed.length === 0) return current;
      if (locked.version !== patch.version) {
        throw new ConflictError('Someone else changed this task since you opened it. Compare both versions and choose which to keep.', { current });
      }
      await checkReferences(trx, {
        studentId: changed.includes('studentId') ? patch.studentId : null,
        assigneeId: changed.includes('assigneeId') ? patch.assigneeId : null,
      });
      const columns: Record<string, unknown> = Object.fromEntries(changed.map((field) => [COLUMNS[field], patch[field]]));
      if (changed.includes('status')) columns.completed_at = patch.status === 'done' ? trx.fn.now() : null;
      // The one who had it is told by their next sync to drop it from their device.
      if (changed.includes('assigneeId')) columns.previous_assignee_id = current.assigneeId;
      await trx('staff_tasks').where({ id }).update({ ...columns, version: locked.version + 1, updated_at: trx.fn.now() });
      const after = (await readTask(trx, id))!;
      const action = changed.includes('status') ? (patch.status === 'done' ? 'task_done' : 'task_reopened') : 'updated';
      await auditTask(trx, viewer.id, action, current, after);
      return after;
    }),
  );
}
