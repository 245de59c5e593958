// The one versioned update every resource that takes a `version` goes through: lock the row, read it as the API
// shows it, work out what the change would change, answer an identical resend as done, refuse a stale version (409
// with the row as stored), bump the version and let the resource audit it, all in one transaction.
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { withDomainErrors } from './db-errors';
import { ConflictError, recordNotFound } from './errors';

export type VersionedUpdateSpec<Locked extends { version: number }, Item, Fields extends object> = {
  table: string;
  id: string | number;
  /** How the record is named in messages: "event", "task", "staff account". */
  noun: string;
  /** The version the client saw. */
  version: number;
  /** The 409's message; by default "Someone else changed this <noun> since you opened it. …". */
  conflictMessage?: string;
  /** Locks the row (SELECT … FOR UPDATE); by default the table's row by id, a removed one (deleted_at) left out if `softDelete`. */
  lock?: (trx: Knex.Transaction) => Promise<Locked | undefined>;
  softDelete?: boolean;
  /** The record as the API shows it (read inside the transaction, after the lock). */
  read: (trx: Knex.Transaction, locked: Locked) => Promise<Item | undefined>;
  /** Whether the writer may see this record: a record they may not is a 404, as if it were not there. */
  visible?: (item: Item) => boolean;
  /** The fields the client sent (undefined: not sent); may depend on the record as stored. */
  changes: Partial<Fields> | ((current: Item, locked: Locked) => Partial<Fields>);
  /** The stored values the sent ones are compared with; by default the record as the API shows it. */
  stored?: (current: Item, locked: Locked) => Partial<Record<keyof Fields, unknown>>;
  /** Rules on the change before it is stored; throw a domain error to refuse. */
  check?: (trx: Knex.Transaction, write: Write<Locked, Item, Fields>) => Promise<void>;
  /** The columns to store for the changed fields (the helper adds version and updated_at). */
  columns: (changed: Partial<Fields>, write: Write<Locked, Item, Fields>, trx: Knex.Transaction) => Record<string, unknown>;
  /** When the row was changed (the test's clock); the database's now() by default. */
  now?: Date;
  /** The audit entry (and any other write in the same transaction) once the change is stored. */
  audit: (trx: Knex.Transaction, before: Item, after: Item, write: Write<Locked, Item, Fields>) => Promise<void>;
};

/** What a change is about: the row locked, the record before it, and the fields whose values it changes. */
export type Write<Locked, Item, Fields> = { locked: Locked; current: Item; changed: (keyof Fields & string)[]; changes: Partial<Fields> };

/**
 * Applies a change made on `version`. The fields sent that already hold their stored value change nothing: when
 * none is left (the same update resent after a lost answer) the record is answered as it is, with no new version
 * and no audit entry. Otherwise a stale version is a conflict whose details carry the current record.
 */
export async function versionedUpdate<Locked extends { version: number }, Item, Fields extends object>(
  db: Knex,
  spec: VersionedUpdateSpec<Locked, Item, Fields>,
): Promise<{ item: Item; wrote: boolean }> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const locked = spec.lock ? await spec.lock(trx) : await lockById<Locked>(trx, spec);
      const current = locked && (await spec.read(trx, locked));
      if (!locked || current === undefined || (spec.visible && !spec.visible(current))) throw recordNotFound(spec.noun);
      const changes = typeof spec.changes === 'function' ? spec.changes(current, locked) : spec.changes;
      const stored = (spec.stored?.(current, locked) ?? current) as Record<string, unknown>;
      const changed = (Object.keys(changes) as (keyof Fields & string)[]).filter(
        (field) => changes[field] !== undefined && !isDeepStrictEqual(changes[field], stored[field]),
      );
      if (changed.length === 0) return { item: current, wrote: false };
      if (locked.version !== spec.version) {
        const message = spec.conflictMessage ?? `Someone else changed this ${spec.noun} since you opened it. Compare both versions and choose which to keep.`;
        throw new ConflictError(message, { current });
      }
      const write: Write<Locked, Item, Fields> = { locked, current, changed, changes };
      await spec.check?.(trx, write);
      const only = Object.fromEntries(changed.map((field) => [field, changes[field]])) as Partial<Fields>;
      await trx(spec.table)
        .where({ id: spec.id })
        .update({ ...spec.columns(only, write, trx), version: locked.version + 1, updated_at: spec.now ?? trx.fn.now() });
      const after = (await spec.read(trx, { ...locked, version: locked.version + 1 }))!;
      await spec.audit(trx, current, after, write);
      return { item: after, wrote: true };
    }),
  );
}

async function lockById<Locked>(trx: Knex.Transaction, spec: { table: string; id: string | number; softDelete?: boolean }): Promise<Locked | undefined> {
  const query = trx(spec.table).where({ id: spec.id });
  if (spec.softDelete) query.whereNull('deleted_at');
  return (await query.forUpdate().first()) as Locked | undefined;
}
