// Staff tasks and reminders (issue 17 item 1, docs/PRODUCT.md §3.17): read and written under the least-privilege rule
// of docs/SECURITY.md — a person reads and changes the tasks they do or added; the managers (tasks:all) every task.
import type { Knex } from 'knex';
import { can, STAFF_TASKS_LISTED, type AdminUser, type Priority, type StaffTask, type StaffTaskListQuery, type StaffTaskRule, type StaffTaskStatus } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { staffName } from '../data/staff-name';

export type TaskRow = {
  id: string;
  title: string;
  student_id: string | null;
  student_name: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  due_at: Date;
  priority: Priority;
  status: StaffTaskStatus;
  completed_at: Date | null;
  rule: StaffTaskRule | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
};

/** The columns a task is answered with, also for the sync (api/src/sync/queries.ts): `t` is the tasks' alias. */
export function withTaskColumns(db: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.select(
    't.id', 't.title', 't.student_id', 't.assignee_id', 't.due_at', 't.priority', 't.status', 't.completed_at', 't.rule',
    't.created_by', 't.created_at', 't.updated_at', 't.version',
    db.raw("(select s.personal_info->>'name' from students s where s.id = t.student_id) as student_name"),
    staffName(db, 't.assignee_id', 'assignee_name'),
  );
}

export const toTask = (r: TaskRow): StaffTask => ({
  id: r.id,
  title: r.title,
  studentId: r.student_id,
  studentName: r.student_name,
  assigneeId: r.assignee_id,
  assigneeName: r.assignee_name,
  dueAt: r.due_at.toISOString(),
  priority: r.priority,
  status: r.status,
  completedAt: r.completed_at?.toISOString() ?? null,
  rule: r.rule,
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
});

export type Viewer = Pick<AdminUser, 'id' | 'role'>;

/** Whether the person reads every task (the managers), or only their own. */
export const readsAllTasks = (viewer: Viewer) => can(viewer.role, 'tasks:all');

/** Narrows a query on `t` to the tasks the person may read: the ones they do or added, or all for a manager. */
export function visibleTo(query: Knex.QueryBuilder, viewer: Viewer): Knex.QueryBuilder {
  if (readsAllTasks(viewer)) return query;
  return query.where((q) => q.where('t.assignee_id', viewer.id).orWhere('t.created_by', viewer.id));
}

/** Whether a task (as answered) is one the person may read. */
export const isVisibleTo = (task: Pick<StaffTask, 'assigneeId' | 'createdBy'>, viewer: Viewer) =>
  readsAllTasks(viewer) || task.assigneeId === viewer.id || task.createdBy === viewer.id;

export async function readTask(db: Knex, id: string): Promise<StaffTask | undefined> {
  const row = await withTaskColumns(db, db('staff_tasks as t')).where('t.id', id).whereNull('t.deleted_at').first<TaskRow | undefined>();
  return row && toTask(row);
}

/** GET /api/admin/tasks: open ones soonest due first, then done ones most recently done first. */
export async function listTasks(db: Knex, viewer: Viewer, params: StaffTaskListQuery): Promise<StaffTask[]> {
  const query = visibleTo(withTaskColumns(db, db('staff_tasks as t')).whereNull('t.deleted_at'), viewer);
  if (params.assignee === 'me') query.where('t.assignee_id', viewer.id);
  else if (params.assignee === 'unassigned') query.whereNull('t.assignee_id');
  else if (params.assignee) query.where('t.assignee_id', params.assignee);
  if (params.status) query.where('t.status', params.status);
  if (params.studentId) query.where('t.student_id', params.studentId);
  const rows: TaskRow[] = await query
    .orderByRaw("case when t.status = 'open' then 0 else 1 end")
    .orderByRaw("case when t.status = 'open' then t.due_at end asc")
    .orderByRaw('t.completed_at desc nulls last')
    .orderBy('t.id')
    .limit(STAFF_TASKS_LISTED);
  return rows.map(toTask);
}

/** Inserts the audit row of a task write (entity 'task'), in the write's transaction. */
export function auditTask(
  trx: Knex.Transaction,
  actorId: string | null,
  action: 'created' | 'updated' | 'task_done' | 'task_reopened',
  before: StaffTask | null,
  after: StaffTask,
) {
  return recordActivity(trx, { actorId, entity: 'task', entityId: after.id, action, before, after });
}
