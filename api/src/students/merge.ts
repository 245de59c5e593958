// Merging a flagged lead into the student it duplicates, decided by a person (never done silently). One
// transaction moves the lead's records to the kept student, fills the kept student's empty fields, removes the
// lead (a tombstone for the offline copies), closes the lead's portal account and writes the trail.
import type { Knex } from 'knex';
import { can, type AdminRole, type Application, type MergeDuplicate, type PersonalInfo, type Student, type VisaCase } from '@contract';
import { applicationRecord } from '../applications/application-record';
import { readCaseRecord } from '../case-records/case-record';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, ForbiddenError, NotFoundError, recordNotFound, RefusedError } from '../data/errors';
import { invalidateFigures } from '../data/figures-cache';
import { moveDocumentsOnMerge } from '../documents/queries';
import { moveMentoringOnMerge } from '../mentors/match-queries';
import { visaCaseRecord } from '../visa-cases/visa-case-record';
import { readStudent } from './write-queries';

type LockedStudent = {
  id: string;
  personal_info: PersonalInfo & Record<string, unknown>;
  tags: string[];
  version: number;
  deleted_at: Date | null;
} & Record<string, unknown>;

/** Columns the kept student takes from the duplicate only where it has nothing. */
const FILLED_COLUMNS = ['field_of_study', 'destination_city', 'assigned_counselor', 'satisfaction_rating', 'scholarship_id', 'scholarship_status'];

/**
 * Contacts the kept student never takes from the duplicate. An enquiry can carry a victim's phone beside the
 * sender's own e-mail, so the lead's contacts are unconfirmed: filled in, a portal invitation e-mailed to the kept
 * student would reach the sender. Staff add them after confirming them with the person (the timeline names them).
 */
const UNCOPIED_CONTACTS = ['email', 'phone'] as const;

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** The contacts the duplicate has and the kept student lacks, which the merge leaves for staff to confirm. */
export function contactsNotCopied(kept: LockedStudent, duplicate: LockedStudent): string[] {
  return UNCOPIED_CONTACTS.filter((key) => empty(kept.personal_info[key]) && !empty(duplicate.personal_info[key]));
}

/** The kept student's columns after taking what the duplicate knows and it does not; never overwrites, never a contact. */
export function filledFrom(kept: LockedStudent, duplicate: LockedStudent): Record<string, unknown> {
  const info: Record<string, unknown> = { ...kept.personal_info };
  for (const [key, value] of Object.entries(duplicate.personal_info)) {
    if (empty(info[key]) && !empty(value) && !(UNCOPIED_CONTACTS as readonly string[]).includes(key)) info[key] = value;
  }
  const columns: Record<string, unknown> = {
    personal_info: JSON.stringify(info),
    tags: [...new Set([...kept.tags, ...duplicate.tags])],
  };
  for (const column of FILLED_COLUMNS) if (empty(kept[column]) && !empty(duplicate[column])) columns[column] = duplicate[column];
  return columns;
}

/** Moves the duplicate's rows of `table` to the kept student, bumping version and updated_at so the delta sync sends them. */
async function moveRecords(trx: Knex.Transaction, table: 'applications' | 'visa_cases', from: string, to: string): Promise<string[]> {
  const moved = await trx(table)
    .where({ student_id: from })
    .update({ student_id: to, version: trx.raw('version + 1'), updated_at: trx.fn.now() })
    .returning<{ id: string; deleted_at: Date | null }[]>(['id', 'deleted_at']);
  return moved.filter((r) => r.deleted_at === null).map((r) => r.id);
}

/** The records a merge moves, each needing its write permission: a merge changes their student. */
const MOVED = [
  { table: 'applications', permission: 'applications:write', what: 'applications' },
  { table: 'visa_cases', permission: 'visas:write', what: 'visa cases' },
] as const;

/** Refuses a merge that would move records the role may not change (the lead's live applications or visa cases). */
async function assertMayMove(trx: Knex.Transaction, id: string, role: AdminRole): Promise<void> {
  for (const { table, permission, what } of MOVED) {
    if (can(role, permission)) continue;
    if (await trx(table).where({ student_id: id }).whereNull('deleted_at').first('id')) {
      throw new ForbiddenError(`Merging moves this student's ${what} too, and your role does not allow changing ${what}. Ask a colleague who may.`);
    }
  }
}

/** The flags the merge settles: the lead's own, and the ones naming it (moved to the kept student where they can be). */
async function settleFlags(trx: Knex.Transaction, id: string, into: string, actorId: string): Promise<void> {
  const resolved = { resolved_at: trx.fn.now(), resolved_by: actorId, resolution: 'merge' };
  await trx('student_duplicate_flags').where({ student_id: id }).whereNull('resolved_at').update(resolved);
  // Another lead flagged as a copy of the removed one is now a possible copy of the kept student.
  await trx.raw(
    `update student_duplicate_flags f set duplicate_of = ? where f.duplicate_of = ? and f.resolved_at is null and f.student_id <> ?
       and not exists (select 1 from student_duplicate_flags o where o.student_id = f.student_id and o.duplicate_of = ?)`,
    [into, id, into, into],
  );
  await trx('student_duplicate_flags').where({ duplicate_of: id }).whereNull('resolved_at').update(resolved);
}

/**
 * Merges the flagged lead `id` into `input.into`. Resent after a lost answer (the lead already removed by this
 * merge) it does nothing and answers as done; the caller then answers with the kept student. Answers the storage keys
 * of the lead's documents the kept student already had, for the caller to remove (no orphan files).
 */
export async function mergeDuplicate(
  db: Knex,
  id: string,
  input: MergeDuplicate,
  actor: { id: string; role: AdminRole },
): Promise<{ droppedFiles: string[] }> {
  let droppedFiles: string[] = [];
  const actorId = actor.id;
  const into = input.into.toLowerCase();
  if (into === id) throw new RefusedError('A student cannot be merged into itself. Choose the other student.');
  const wrote = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      // Both rows locked, in id order so two merges of the same pair cannot deadlock.
      const rows = (await trx('students').whereIn('id', [id, into]).orderBy('id').forUpdate().select('*')) as LockedStudent[];
      const duplicate = rows.find((r) => r.id === id);
      const kept = rows.find((r) => r.id === into);
      if (!duplicate) throw recordNotFound('student');
      if (!kept) throw new NotFoundError('No student to merge into with this id.');
      const flag = await trx('student_duplicate_flags').where({ student_id: id, duplicate_of: into }).first('resolved_at');
      if (!flag) throw new RefusedError('These students are not flagged as possible duplicates of each other, so they cannot be merged.');
      if (duplicate.deleted_at) {
        if (await mergedBefore(trx, id, into)) return false; // this merge, resent after a lost answer
        throw new ConflictError('This student was removed, so it cannot be merged.');
      }
      if (kept.deleted_at) throw new ConflictError('The student to merge into was removed. Open the list and check again.');
      if (flag.resolved_at) throw new ConflictError('Someone already decided these are different students.');
      await assertMayMove(trx, id, actor.role);
      const [before, keptBefore] = [(await readStudent(trx, id))!, (await readStudent(trx, into))!];
      if (duplicate.version !== input.version || kept.version !== input.intoVersion) {
        throw new ConflictError('One of these students was changed since you looked. Check both profiles, then merge again.', {
          current: before,
          into: keptBefore,
        });
      }
      const movedApplications = await moveRecords(trx, 'applications', id, into);
      const movedVisaCases = await moveRecords(trx, 'visa_cases', id, into);
      await trx('student_tasks').where({ student_id: id }).update({ student_id: into });
      // Notes are synced: the move is a change the devices pull (updated_at).
      await trx('student_notes').where({ student_id: id }).update({ student_id: into, updated_at: trx.fn.now() });
      // So does the log of the messages sent to the person (docs/PRODUCT.md §3.19).
      await trx('student_messages').where({ student_id: id }).update({ student_id: into });
      // So are staff tasks (docs/PRODUCT.md §3.17): the lead's follow-ups are now about the kept student.
      await trx('staff_tasks').where({ student_id: id }).update({ student_id: into, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
      // What the person wrote on the website stays with them (docs/PRODUCT.md §2.8).
      await trx('enquiries').where({ student_id: id }).update({ student_id: into });
      droppedFiles = await moveDocumentsOnMerge(trx, id, into);
      await moveMentoringOnMerge(trx, id, into);
      const portalAccountClosed = await closeLeadPortal(trx, id);
      const notCopied = contactsNotCopied(kept, duplicate);
      await trx('students')
        .where({ id: into })
        .update({ ...filledFrom(kept, duplicate), version: kept.version + 1, updated_at: trx.fn.now() });
      await trx('students').where({ id }).update({ deleted_at: trx.fn.now(), version: duplicate.version + 1, updated_at: trx.fn.now() });
      await settleFlags(trx, id, into, actorId);
      await recordMerge(trx, actorId, { before, keptBefore, movedApplications, movedVisaCases, portalAccountClosed, notCopied });
      return true;
    }),
  );
  if (wrote) invalidateFigures(db);
  return { droppedFiles: wrote ? droppedFiles : [] };
}

/**
 * A merge never moves a portal account (issue 25 finding 2): whoever activated the lead's account (an enquiry can
 * carry anyone's phone beside the sender's own e-mail) must not sign in to the kept student's record. The lead's
 * account goes, its sessions with it, and its unused invitations; the kept student keeps its own account, and staff
 * invite it when it has none. True when an account was closed.
 */
async function closeLeadPortal(trx: Knex.Transaction, id: string): Promise<boolean> {
  const accounts = await trx('portal_accounts').where({ student_id: id }).pluck<string[]>('id');
  if (accounts.length > 0) {
    await trx('sessions').where({ kind: 'portal' }).whereIn('portal_account_id', accounts).delete();
    await trx('portal_accounts').whereIn('id', accounts).delete();
  }
  await trx('portal_invites').where({ student_id: id }).whereNull('used_at').delete();
  return accounts.length > 0;
}

/** Whether the trail holds this very merge (the lead already merged into `into`). */
async function mergedBefore(trx: Knex.Transaction, id: string, into: string): Promise<boolean> {
  const entry = await trx('activity_log')
    .where({ entity: 'student', entity_id: id, action: 'merged' })
    .whereRaw("after->>'mergedInto' = ?", [into])
    .first('id');
  return entry !== undefined;
}

type MergeFacts = {
  before: Student;
  keptBefore: Student;
  movedApplications: string[];
  movedVisaCases: string[];
  portalAccountClosed: boolean;
  /** The duplicate's contacts the kept student lacked and did not take (names only, never the values). */
  notCopied: string[];
};

/**
 * The trail: `moved` on each record that moved, then `merged` on both students (where it went, what was filled);
 * the kept student's entry last, so it heads the kept student's timeline.
 */
async function recordMerge(trx: Knex.Transaction, actorId: string, facts: MergeFacts): Promise<void> {
  const { before, keptBefore } = facts;
  const moves = [
    ...facts.movedApplications.map((id) => ({ record: applicationRecord, id })),
    ...facts.movedVisaCases.map((id) => ({ record: visaCaseRecord, id })),
  ];
  for (const { record, id } of moves) {
    const after = (await readCaseRecord<Application | VisaCase>(trx, record.rows, id))!;
    const previous = { ...after, studentId: before.id, studentName: before.personalInfo.name, version: after.version - 1 };
    await recordActivity(trx, { actorId, entity: record.entity, entityId: id, action: 'moved', before: previous, after });
  }
  // Both entries say when the lead's portal account was closed (the timeline's "Duplicate merged" entry).
  const closed = facts.portalAccountClosed ? { portalAccountClosed: true } : {};
  const leadAfter = { ...before, version: before.version + 1, mergedInto: keptBefore.id, ...closed };
  await recordActivity(trx, { actorId, entity: 'student', entityId: before.id, action: 'merged', before, after: leadAfter });
  const uncopied = facts.notCopied.length > 0 ? { contactsNotCopied: facts.notCopied } : {};
  const keptAfter = { ...(await readStudent(trx, keptBefore.id))!, mergedFrom: before.id, ...closed, ...uncopied };
  await recordActivity(trx, { actorId, entity: 'student', entityId: keptBefore.id, action: 'merged', before: keptBefore, after: keptAfter });
}
