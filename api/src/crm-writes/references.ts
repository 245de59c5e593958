import type { Knex } from 'knex';
import { ASSIGNEE_NOUNS, mayBeAssigned, type AdminRole, type AssignedWork } from '@contract';
import { InvalidReferenceError } from '../data/errors';

/** Whether the student exists and was not removed. */
export async function isLiveStudent(db: Knex, id: string): Promise<boolean> {
  return (await db('students').where({ id }).whereNull('deleted_at').first('id')) !== undefined;
}

/** An application or visa case belongs to a live student: a removed one passes the foreign key, so ask. */
/** A record's student that does not exist, was removed, or is outside the writer's row scope. */
export const missingStudent = () => new InvalidReferenceError('That student does not exist or was removed. Choose a student from the list.');

export async function assertLiveStudent(trx: Knex, studentId: string): Promise<void> {
  if (!(await isLiveStudent(trx, studentId))) throw missingStudent();
}

/**
 * A counselor, officer or application owner being assigned is an active account whose role does that work (contract/assignments.ts);
 * null (unassigned) always passes.
 */
export async function assertAssignable(trx: Knex, work: AssignedWork, staffId: string | null | undefined): Promise<void> {
  if (!staffId) return;
  const staff = await trx('admin_users').where({ id: staffId }).first<{ role: AdminRole; active: boolean } | undefined>('role', 'active');
  const { noun, article } = ASSIGNEE_NOUNS[work];
  if (!staff) throw new InvalidReferenceError(`That ${noun} does not exist. Choose one from the list.`);
  if (!staff.active || !mayBeAssigned(work, staff.role)) {
    throw new InvalidReferenceError(`That staff member is not an active ${noun}. Choose ${article} ${noun} from the list.`);
  }
}
