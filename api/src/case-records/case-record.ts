// Applications and visa cases are both "case records": rows of one student, moved through statuses, listed by
// status, created once per client id and changed under a version. This is their one data path; each is a
// configuration (applications/application-record.ts, visa-cases/visa-case-record.ts) saying what differs.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { decisionDateAfter, type Permission } from '@contract';
import { scoped, type ScopeViewer } from '../data/row-scope';
import { assertLiveStudent } from '../crm-writes/references';
import { insertOnce, toColumns, updateVersioned } from '../crm-writes/versioned';
import type { ExportColumn } from '../exports/columns';
import type { StatusListing, StatusListParams, StatusTable } from '../data/status-list';

type CaseFields = { id: string; studentId: string; status: string };

/** How the records are read, shaped as the API shows them: the list, the profile page and the sync share it. */
export type CaseRows<Item> = StatusTable<never, Item>;

export type CaseRecord<
  Item extends Fields,
  Fields extends CaseFields,
  Create extends { id?: string; studentId: string },
  Update extends { version: number },
  List extends StatusListParams<Fields['status']> = StatusListParams<Fields['status']>,
> = {
  entity: 'application' | 'visa_case';
  /** Its name in the sync and the read table (contract/read-scopes.ts). */
  records: 'applications' | 'visa-cases';
  /** How messages name it: "application", "visa case". */
  noun: string;
  /** The collection's path under /api/admin. */
  path: `/${string}`;
  permissions: { read: Permission; write: Permission };
  /**
   * Fields only another permission may set (an application's fee: finance). A write naming them needs it (403 in
   * words otherwise); a role holding it but not `write` may change these fields alone, with a PATCH.
   */
  restricted?: { fields: readonly string[]; permission: Permission; refusal: string };
  schemas: { list: z.ZodType<List>; create: z.ZodType<Create>; update: z.ZodType<Update> };
  rows: CaseRows<Item>;
  /** The list's filters and orders beyond status (list-filters.ts). */
  listing: StatusListing<List>;
  /** The CSV export's columns, each named by the read-table field it shows (api/src/case-records/export.ts). */
  exportColumns: readonly ExportColumn<'applications' | 'visa-cases', Item>[];
  /** The contract's rules (contract/crm-rows.ts); each field they return is stored in its snake_case column. */
  rules: {
    fromCreate: (input: Create & { id: string }, today: string) => Fields;
    applyChanges: (item: Item, changes: Update, today: string) => Fields;
    /** Statuses that record a decision date the record does not show (it is stored for the portal). */
    hiddenDecisions?: readonly Fields['status'][];
    /** Rules on a new or changed record before it is stored (`current` null for a new one); throw to refuse. */
    check?: (trx: Knex, next: Fields, current: Fields | null) => Promise<void>;
    /** More writes in the write's transaction once it is stored (`before` null for a new record): the task rules. */
    afterWrite?: (trx: Knex.Transaction, item: Item, before: Item | null, actorId: string) => Promise<void>;
  };
};

/** A configuration, its types inferred from its schemas, rows and rules. */
export const caseRecord = <
  Item extends Fields,
  Fields extends CaseFields,
  Create extends { id?: string; studentId: string },
  Update extends { version: number },
  List extends StatusListParams<Fields['status']>,
>(
  record: CaseRecord<Item, Fields, Create, Update, List>,
) => record;

/** What the writes read of a configuration (its list's parameters play no part). */
type WriteConfig<
  Item extends Fields,
  Fields extends CaseFields,
  Create extends { id?: string; studentId: string },
  Update extends { version: number },
> = Pick<CaseRecord<Item, Fields, Create, Update>, 'entity' | 'noun' | 'rows' | 'rules'>;

/** Today's date, YYYY-MM-DD (UTC), for the dates the server fills in. */
export const today = () => new Date().toISOString().slice(0, 10);

function live(db: Knex, { table, alias, withColumns }: CaseRows<unknown>): Knex.QueryBuilder {
  return withColumns(db, db(`${table} as ${alias}`).whereNull(`${alias}.deleted_at`));
}

export async function readCaseRecord<Item>(db: Knex, rows: CaseRows<Item>, id: string): Promise<Item | undefined> {
  const row = (await live(db, rows).where(`${rows.alias}.id`, id).first()) as never;
  return row && rows.toItem(row);
}

/** A student's records the viewer reads (their row scope), newest first (the profile page). */
export async function caseRecordsOfStudent<Item>(db: Knex, rows: CaseRows<Item>, studentId: string, viewer: ScopeViewer): Promise<Item[]> {
  const { alias } = rows;
  const found: never[] = await scoped(live(db, rows), viewer, rows.table === 'applications' ? 'applications' : 'visa-cases', alias)
    .where(`${alias}.student_id`, studentId)
    .orderBy([
      { column: `${alias}.created_at`, order: 'desc' },
      { column: `${alias}.id`, order: 'desc' },
    ]);
  return found.map(rows.toItem);
}

/** What the versioned writes need to know of the record. */
function target<Item>(record: { entity: 'application' | 'visa_case'; noun: string; rows: CaseRows<Item> }, actorId: string) {
  const { entity, noun, rows } = record;
  return { entity, noun, table: rows.table, read: (db: Knex, id: string) => readCaseRecord(db, rows, id), actorId };
}

type Locked = { version: number; status: string; decision_date: string | null };

/** The hidden decision date after a status move (`stored` null for a new record). */
function hiddenDecisionDate(decisions: readonly string[] | undefined, stored: Locked | null, next: CaseFields, day: string) {
  if (!decisions) return {};
  const move = { from: stored?.status ?? null, to: next.status };
  return { decision_date: decisionDateAfter(decisions, move, stored?.decision_date ?? null, day) };
}

/** Stores a new record once per client id (a resend answers the stored one), for a live student. */
export function createCaseRecord<
  Item extends Fields,
  Fields extends CaseFields,
  Create extends { id?: string; studentId: string },
  Update extends { version: number },
>(db: Knex, record: WriteConfig<Item, Fields, Create, Update>, input: Create, actorId: string): Promise<{ item: Item; created: boolean }> {
  const day = today();
  const { fromCreate, hiddenDecisions } = record.rules;
  const fields = fromCreate({ ...input, id: input.id ?? randomUUID() }, day);
  return insertOnce(db, {
    ...target(record, actorId),
    row: { id: fields.id, ...toColumns(fields), ...hiddenDecisionDate(hiddenDecisions, null, fields, day) },
    check: async (trx) => {
      await assertLiveStudent(trx, fields.studentId);
      await record.rules.check?.(trx, fields, null);
    },
    afterInsert: (trx, item) => record.rules.afterWrite?.(trx, item, null, actorId) ?? Promise.resolve(),
  });
}

/** Applies a change made on `patch.version`; status moves follow the contract's transitions. */
export function updateCaseRecord<
  Item extends Fields,
  Fields extends CaseFields,
  Create extends { id?: string; studentId: string },
  Update extends { version: number },
>(db: Knex, record: WriteConfig<Item, Fields, Create, Update>, id: string, patch: Update, actorId: string): Promise<Item> {
  const day = today();
  const { applyChanges, hiddenDecisions } = record.rules;
  return updateVersioned<Locked, Item, Fields>(db, {
    ...target(record, actorId),
    id,
    version: patch.version,
    apply: (current) => applyChanges(current, patch, day),
    derived: (locked, next) => hiddenDecisionDate(hiddenDecisions, locked, next, day),
    stateField: 'status',
    check: async (trx, next, current) => record.rules.check?.(trx, next, current),
    afterWrite: (trx, item, current) => record.rules.afterWrite?.(trx, item, current, actorId) ?? Promise.resolve(),
  });
}
