// The server's side of the read table (contract/read-scopes.ts): every CRM record an admin endpoint answers goes
// through it, so a role receives only the fields it may read, in reads, write answers and conflicts alike.
import { recordFor, type AdminRole, type SyncEntity } from '@contract';
import { ConflictError } from '../data/errors';

/** Records as the role may read them. */
export const recordsFor = <T extends object>(role: AdminRole, entity: SyncEntity, rows: readonly T[]): T[] =>
  rows.map((row) => recordFor(role, entity, row));

/** A page of a list with its items as the role may read them. */
export const pageFor = <P extends { items: readonly object[] }>(role: AdminRole, entity: SyncEntity, page: P): P => ({
  ...page,
  items: recordsFor(role, entity, page.items),
});

/**
 * A write, its conflicts shaped for the role: a 409's details carry records too (the current row, a merge's other
 * student), so they go through the table as well, and a 409 shows no more than a 200 would.
 */
export async function conflictsFor<T>(role: AdminRole, entity: SyncEntity, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (!(err instanceof ConflictError) || typeof err.details !== 'object' || err.details === null) throw err;
    const details = Object.fromEntries(
      Object.entries(err.details).map(([key, value]) => [key, typeof value === 'object' && value !== null ? recordFor(role, entity, value) : value]),
    );
    throw new ConflictError(err.message, details);
  }
}

/** A write's answer as the role may read it, and its conflicts (conflictsFor). */
export async function writeAnswerFor<T extends object>(role: AdminRole, entity: SyncEntity, write: Promise<T>): Promise<T> {
  return recordFor(role, entity, await conflictsFor(role, entity, write));
}
