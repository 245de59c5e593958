// The rules that create tasks when a record moves (docs/PRODUCT.md §3.17), applied in the write paths inside the
// write's transaction: a new lead (staff's create and the website's enquiries), a visa approved, a draft application
// whose deadline comes within 7 days. The rules themselves are pure (contract/staff-task-rules.ts); here their tasks
// are stored once per rule_key (INSERT … ON CONFLICT DO NOTHING), so a resent or repeated write adds nothing.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  can,
  firstContactTask,
  preDepartureTask,
  rulesMetByContact,
  type StudentNote,
  SUBMIT_WINDOW_DAYS,
  submitApplicationTask,
  type AdminRole,
  type Application,
  type RuleTask,
  type Student,
  type VisaCase,
} from '@contract';
import { auditTask, readTask } from './queries';

type RuleActor = { id: string; keepsTasks: boolean } | null;

/** The staff member whose write fired a rule, and whether they keep a task list (the fallback assignee). */
async function ruleActor(trx: Knex, actorId: string | null): Promise<RuleActor> {
  if (!actorId) return null;
  const row = await trx('admin_users').where({ id: actorId }).first<{ role: AdminRole } | undefined>('role');
  return { id: actorId, keepsTasks: row ? can(row.role, 'tasks:write') : false };
}

async function counselorOf(trx: Knex, studentId: string): Promise<string | null> {
  const row = await trx('students').where({ id: studentId }).first<{ assigned_counselor: string | null } | undefined>('assigned_counselor');
  return row?.assigned_counselor ?? null;
}

/** Stores a rule's task unless that rule already fired on that record; audited with no actor (the rule made it). */
export async function storeRuleTask(trx: Knex.Transaction, task: RuleTask | null): Promise<void> {
  if (!task) return;
  const inserted = await trx('staff_tasks')
    .insert({
      id: randomUUID(),
      title: task.title,
      student_id: task.studentId,
      assignee_id: task.assigneeId,
      due_at: task.dueAt,
      priority: task.priority,
      rule: task.rule,
      rule_key: task.ruleKey,
    })
    .onConflict('rule_key')
    .ignore()
    .returning('id');
  const id = (inserted[0] as { id: string } | undefined)?.id;
  if (id) await auditTask(trx, null, 'created', null, (await readTask(trx, id))!);
}

/** A new lead: "First contact" in 24 h for its counselor (else the one who added it, else unassigned). */
export async function onStudentCreated(trx: Knex.Transaction, student: Pick<Student, 'id' | 'stage' | 'assignedCounselor'>, actorId: string | null) {
  await storeRuleTask(trx, firstContactTask(student, await ruleActor(trx, actorId), new Date()));
}

/**
 * A student given a counselor: its "First contact" still open and given to no one goes to them (a website enquiry's
 * lead, assigned later by a manager).
 */
export async function onStudentChanged(trx: Knex.Transaction, before: Pick<Student, 'assignedCounselor'>, after: Pick<Student, 'id' | 'assignedCounselor'>) {
  if (!after.assignedCounselor || before.assignedCounselor === after.assignedCounselor) return;
  const rows: { id: string }[] = await trx('staff_tasks')
    .where({ rule_key: `first_contact:${after.id}`, status: 'open' })
    .whereNull('assignee_id')
    .whereNull('deleted_at')
    .update({ assignee_id: after.assignedCounselor, version: trx.raw('version + 1'), updated_at: trx.fn.now() })
    .returning('id');
  for (const { id } of rows) {
    const task = (await readTask(trx, id))!;
    await auditTask(trx, null, 'updated', { ...task, assigneeId: null, assigneeName: null, version: task.version - 1 }, task);
  }
}

/** A visa approved: "Pre-departure briefing" in 7 days. */
export async function onVisaCaseWritten(trx: Knex.Transaction, visa: VisaCase, before: VisaCase | null, actorId: string | null) {
  const task = preDepartureTask(visa, before, await counselorOf(trx, visa.studentId), await ruleActor(trx, actorId), new Date());
  await storeRuleTask(trx, task);
}

/**
 * A draft application due within 7 days: "Submit application". Once it leaves draft, its open "Submit application"
 * task is done.
 */
export async function onApplicationWritten(trx: Knex.Transaction, application: Application, actorId: string | null) {
  if (application.status !== 'draft') {
    const rows: { id: string }[] = await trx('staff_tasks')
      .where({ rule_key: `submit_application:${application.id}`, status: 'open' })
      .whereNull('deleted_at')
      .update({ status: 'done', completed_at: trx.fn.now(), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
      .returning('id');
    for (const { id } of rows) {
      const task = (await readTask(trx, id))!;
      await auditTask(trx, actorId, 'task_done', { ...task, status: 'open', completedAt: null, version: task.version - 1 }, task);
    }
    return;
  }
  const task = submitApplicationTask(application, await counselorOf(trx, application.studentId), await ruleActor(trx, actorId), new Date());
  await storeRuleTask(trx, task);
}

/**
 * The deadline rule as time passes: a draft written weeks ago comes within 7 days with no write to fire it. Run when
 * task lists are read (GET /api/admin/tasks and the tasks' sync); one indexed query finds the drafts due within the
 * window that have no task yet, usually none.
 */
export async function sweepDeadlines(db: Knex, now = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + SUBMIT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const due: { id: string; student_id: string; deadline_date: string; assigned_owner: string | null; assigned_counselor: string | null }[] = await db(
    'applications as a',
  )
    .join('students as s', 's.id', 'a.student_id')
    .where('a.status', 'draft')
    .whereNull('a.deleted_at')
    .whereNull('s.deleted_at')
    .whereBetween('a.deadline_date', [today, last])
    .whereNotExists(db('staff_tasks').whereRaw("rule_key = 'submit_application:' || a.id::text"))
    .select('a.id', 'a.student_id', db.raw("to_char(a.deadline_date, 'YYYY-MM-DD') as deadline_date"), 'a.assigned_owner', 's.assigned_counselor')
    .limit(500);
  if (due.length === 0) return;
  await db.transaction(async (trx) => {
    for (const a of due) {
      const application = { id: a.id, studentId: a.student_id, status: 'draft', deadlineDate: a.deadline_date, assignedOwner: a.assigned_owner };
      await storeRuleTask(trx, submitApplicationTask(application, a.assigned_counselor, null, now));
    }
  });
}

/**
 * A contact logged with a student (a call, WhatsApp chat or meeting): the open tasks of the rules it meets are done
 * (issue 32 item 4), in the note's transaction, each audited and written on the student's timeline ("First contact
 * done", by the call). The outbox replays a note made offline; the server decides here, once, as the note is stored.
 */
export async function onContactLogged(trx: Knex.Transaction, note: Pick<StudentNote, 'studentId' | 'kind' | 'outcome'>, actorId: string) {
  const rules = rulesMetByContact(note);
  if (rules.length === 0) return;
  const rows: { id: string }[] = await trx('staff_tasks')
    .where({ student_id: note.studentId, status: 'open' })
    .whereIn('rule', rules)
    .whereNull('deleted_at')
    .update({ status: 'done', completed_at: trx.fn.now(), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
    .returning('id');
  for (const { id } of rows) {
    const task = (await readTask(trx, id))!;
    await auditTask(trx, actorId, 'task_done', { ...task, status: 'open', completedAt: null, version: task.version - 1 }, task);
    await trx('activity_log').insert({
      actor_id: actorId,
      entity: 'student',
      entity_id: note.studentId,
      action: 'task_done',
      changes: JSON.stringify({ task: { from: null, to: task.title }, by: { from: null, to: 'contact' }, contact: { from: null, to: note.kind } }),
      before: null,
      after: null,
    });
  }
}
