import type { Knex } from 'knex';
import { InvalidReferenceError } from '../data/errors';

/** Whether the student exists and was not removed. */
export async function isLiveStudent(db: Knex, id: string): Promise<boolean> {
  return (await db('students').where({ id }).whereNull('deleted_at').first('id')) !== undefined;
}

/** An application or visa case belongs to a live student: a removed one passes the foreign key, so ask. */
export async function assertLiveStudent(trx: Knex, studentId: string): Promise<void> {
  if (!(await isLiveStudent(trx, studentId))) {
    throw new InvalidReferenceError('That student does not exist or was removed. Choose a student from the list.');
  }
}
