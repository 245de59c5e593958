// The two write shapes every CRM record shares: a create that a retry cannot repeat, and an update guarded by
// the version the client saw. Each writes its audit row in the same transaction.
import type { Knex } from 'knex';
import { isAllowedTransition, transitionRefusal, type ActivityEntity } from '@contract';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, RefusedError } from '../data/errors';
import { invalidateFigures } from '../data/figures-cache';
import { versionedUpdate } from '../data/versioned-update';
import { recordActivity } from './audit';

/** Reads one live record as the API shows it, inside or outside a transaction. */
export type ReadOne<Item> = (db: Knex, id: string) => Promise<Item | undefined>;

type Target<Item> = {
  entity: ActivityEntity;
  table: string;
  /** How the record is named in messages: "student", "application", "visa case". */
  noun: string;
  read: ReadOne<Item>;
  actorId: string;
};

export type InsertSpec<Item> = Target<Item> & {
  row: Record<string, unknown> & { id: string };
  /** Checks run before a first insert (a referenced record must be live); throw a domain error to refuse. */
  check?: (trx: Knex.Transaction) => Promise<void>;
  /** More writes in the same transaction once the record exists (the duplicate flags of a new student). */
  afterInsert?: (trx: Knex.Transaction, item: Item) => Promise<void>;
};

/**
 * INSERT … ON CONFLICT (id) DO NOTHING: the client's id makes a resent create (a lost answer, a retried outbox)
 * answer the stored record instead of storing a second one or a second audit entry.
 */
export async function insertOnce<Item>(db: Knex, spec: InsertSpec<Item>): Promise<{ item: Item; created: boolean }> {
  const { id } = spec.row;
  const created = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      const existing = await trx(spec.table).where({ id }).first('deleted_at');
      if (existing) return false;
      await spec.check?.(trx);
      const inserted = await trx(spec.table).insert(spec.row).onConflict('id').ignore().returning('id');
      if (inserted.length === 0) return false; // a concurrent copy of this create won the race
      const item = (await spec.read(trx, id))!;
      await recordActivity(trx, { actorId: spec.actorId, entity: spec.entity, entityId: id, action: 'created', before: null, after: item as object });
      await spec.afterInsert?.(trx, item);
      return true;
    }),
  );
  if (created) invalidateFigures(db);
  const item = await spec.read(db, id);
  if (!item) throw new ConflictError(`This ${spec.noun} was removed, so it cannot be saved again.`);
  return { item, created };
}

/** A field's column: its name in snake_case (fieldOfStudy: field_of_study), as every CRM table names them. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The columns storing a record's fields (those named in `only`, or all); jsonb ones are sent as JSON text. */
export function toColumns<Fields extends object>(
  fields: Fields,
  { only, json = [] }: { only?: readonly string[]; json?: readonly string[] } = {},
): Record<string, unknown> {
  const entries = Object.entries(fields).filter(([field]) => !only || only.includes(field));
  return Object.fromEntries(entries.map(([field, value]) => [columnOf(field), json.includes(field) ? JSON.stringify(value) : value]));
}

export type UpdateSpec<Locked, Item extends Fields, Fields extends object> = Target<Item> & {
  id: string;
  /** The version the client saw. */
  version: number;
  /** The record's fields after the change: the contract's rule (contract/crm-rows.ts) on the record as stored. */
  apply: (current: Item) => Fields;
  /** Fields stored as jsonb. */
  json?: readonly (keyof Fields & string)[];
  /** Columns stored beside the record's fields, from the locked row (the visa case's decision date). */
  derived?: (locked: Locked, next: Fields) => Record<string, unknown>;
  /** The state field whose moves are limited to the contract's transitions (transitions.ts). */
  stateField?: 'stage' | 'status';
  /** Rules on the changed record before it is stored (an assigned officer does that work); throw a domain error to refuse. */
  check?: (trx: Knex.Transaction, next: Fields, current: Item) => Promise<void>;
  /** More writes in the same transaction once the change is stored (the task rules, api/src/staff-tasks/rules.ts). */
  afterWrite?: (trx: Knex.Transaction, item: Item, current: Item) => Promise<void>;
};

/**
 * Applies a change made on `version` (data/versioned-update.ts): a stale version is a conflict whose details carry
 * the current record, unless the record already holds exactly the change (the same update resent after a lost
 * answer): that is answered as done.
 */
export async function updateVersioned<Locked extends { version: number }, Item extends Fields, Fields extends object>(
  db: Knex,
  spec: UpdateSpec<Locked, Item, Fields>,
): Promise<Item> {
  const field = spec.stateField as (keyof Fields & string) | undefined;
  const result = await versionedUpdate<Locked, Item, Fields>(db, {
    table: spec.table,
    id: spec.id,
    noun: spec.noun,
    version: spec.version,
    softDelete: true,
    read: (trx) => spec.read(trx, spec.id),
    changes: (current) => spec.apply(current),
    check: async (trx, { current, changed, changes }) => {
      if (field !== undefined && changed.includes(field)) {
        // The contract types each entity's states; the row's are checked by the database's CHECK constraints.
        const [from, to] = [current[field], changes[field]] as [never, never];
        if (!isAllowedTransition(spec.entity, from, to)) throw new RefusedError(transitionRefusal(spec.entity, from, to));
      }
      await spec.check?.(trx, changes as Fields, current);
    },
    columns: (only, { locked, changes }) => ({ ...toColumns(only, { json: spec.json }), ...spec.derived?.(locked, changes as Fields) }),
    audit: async (trx, current, item, { changed }) => {
      const action = spec.stateField !== undefined && field !== undefined && changed.includes(field) ? (`${spec.stateField}_changed` as const) : 'updated';
      await recordActivity(trx, { actorId: spec.actorId, entity: spec.entity, entityId: spec.id, action, before: current as object, after: item as object });
      await spec.afterWrite?.(trx, item, current);
    },
  });
  if (result.wrote) invalidateFigures(db);
  return result.item;
}
