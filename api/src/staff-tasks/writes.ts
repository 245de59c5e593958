// Creating and changing staff tasks (docs/PRODUCT.md §3.17): the CRM's write conventions — the client's id makes a
// resent create store one task, a change names the version it was made on (stale: 409 with the current task), and
// each write is audited (entity 'task') in its transaction.
import type { Knex } from 'knex';
import { applyStaffTaskChanges, can, staffTaskFromCreate, type AdminRole, type CreateStaffTask, type StaffTask, type UpdateStaffTask } from '@contract';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, InvalidReferenceError } from '../data/errors';
import { versionedUpdate } from '../data/versioned-update';
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
  const fields = staffTaskFromCreate(input, viewer.id, new Date().toISOString());
  const { id } = fields;
  const created = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      if (await trx('staff_tasks').where({ id }).first('id')) return false;
      await checkReferences(trx, { studentId: fields.studentId, assigneeId: fields.assigneeId });
      const inserted = await trx('staff_tasks')
        .insert({
          id,
          title: fields.title,
          student_id: fields.studentId,
          assignee_id: fields.assigneeId,
          due_at: fields.dueAt,
          priority: fields.priority,
          status: fields.status,
          completed_at: fields.completedAt,
          created_by: fields.createdBy,
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

const COLUMNS = { title: 'title', studentId: 'student_id', assigneeId: 'assignee_id', dueAt: 'due_at', priority: 'priority', status: 'status' } as const;

/**
 * Applies a change made on `patch.version` (data/versioned-update.ts). The same change resent (the outbox after a
 * lost answer) is answered as done; a stale version otherwise is a 409 carrying the current task. A task the person
 * may not read is a 404.
 */
export async function updateTask(db: Knex, viewer: Viewer, id: string, { version, ...patch }: UpdateStaffTask): Promise<StaffTask> {
  const { item } = await versionedUpdate<{ version: number }, StaffTask, typeof patch>(db, {
    table: 'staff_tasks',
    id,
    noun: 'task',
    version,
    softDelete: true,
    read: (trx) => readTask(trx, id),
    visible: (task) => isVisibleTo(task, viewer),
    changes: patch,
    check: (trx, { changed }) =>
      checkReferences(trx, {
        studentId: changed.includes('studentId') ? patch.studentId : null,
        assigneeId: changed.includes('assigneeId') ? patch.assigneeId : null,
      }),
    columns: (changed, { current }) => ({
      ...Object.fromEntries(Object.entries(changed).map(([field, value]) => [COLUMNS[field as keyof typeof COLUMNS], value])),
      // The contract's rule (contract/crm-rows.ts), the one the device shows the task by until the answer lands.
      completed_at: applyStaffTaskChanges(current, changed, new Date().toISOString()).completedAt,
      // The one who had it is told by their next sync to drop it from their device.
      ...(changed.assigneeId !== undefined && { previous_assignee_id: current.assigneeId }),
    }),
    audit: (trx, before, after, { changed }) =>
      auditTask(trx, viewer.id, changed.includes('status') ? (patch.status === 'done' ? 'task_done' : 'task_reopened') : 'updated', before, after),
  });
  return item;
}
