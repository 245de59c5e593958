import type { Knex } from 'knex';
import { HttpError, notFound } from '../http/errors';

/** An application or visa case belongs to a live student: a removed one passes the foreign key, so ask. */
export async function assertLiveStudent(trx: Knex, studentId: string): Promise<void> {
  const student = await trx('students').where({ id: studentId }).whereNull('deleted_at').first('id');
  if (!student) throw new HttpError(422, 'That student does not exist or was removed. Choose a student from the list.');
}

/** Today's date, YYYY-MM-DD (UTC), for dates the server fills in. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The :id of a record's URL; anything but a UUID names no record (a 404, never a database error). */
export function recordId(param: string | undefined, noun: string): string {
  if (!param || !UUID.test(param)) throw notFound(`No ${noun} with this id.`);
  return param.toLowerCase();
}
