import type { Knex } from 'knex';
import type { ListContext, Page } from '@contract';
import { cappedCount } from './capped-count';
import { decodeKeyCursor, keyColumns, pageAfter, toKeyPage, type SortKey } from './keyset';
import { scoped, type ScopeViewer } from './row-scope';
import { statusCounts } from './status-counts';

/** The list's context (`owner=me`, today) and the person whose row scope bounds it (api/src/data/row-scope.ts). */
export type ScopedListContext = ListContext & { scope?: ScopeViewer };

export const scopedEntityOf = (table: 'applications' | 'visa_cases') => (table === 'applications' ? 'applications' : 'visa-cases');

/** A CRM table listed by status: applications and visa cases page, count and filter alike. */
export type StatusTable<Row, Item> = {
  table: 'applications' | 'visa_cases';
  alias: string;
  /** Joins and selects what toItem reads. */
  withColumns: (db: Knex, query: Knex.QueryBuilder) => Knex.QueryBuilder;
  toItem: (row: Row) => Item;
};

export type StatusListParams<S extends string> = {
  status?: S;
  studentId?: string;
  search?: string;
  owner?: string;
  sort?: string;
  limit: number;
  cursor?: string;
};

/**
 * What a list filters and orders beyond status and student (api/src/case-records/list-filters.ts): `where` adds the
 * other filters to the query (its joins from withColumns are there), `order` names the keys of each sort.
 */
export type StatusListing<P> = {
  where: (query: Knex.QueryBuilder, params: P, context: ListContext) => void;
  order: (sort: string | undefined, today: string) => SortKey[];
  /** Whether the params filter by more than status and student (then `total` is counted, not read from the tiles). */
  narrowed: (params: P) => boolean;
  /**
   * The default order (no `sort`) as two parts each an index can serve: the rows meeting `first` in `firstKeys`,
   * then the others in `restKeys`. The default order's keys are `[first as 1/0 desc, ...]`, its last keys `restKeys`,
   * and after its first key the same values as `firstKeys` on the `first` rows, so one cursor pages both.
   */
  defaultParts?: (today: string) => { first: { sql: string; bindings: Knex.Value[] }; firstKeys: SortKey[]; restKeys: SortKey[] };
};

/** The live rows matching the list's params, with what toItem reads (the list and its CSV export share it). */
export function matchingByStatus<Row, Item, S extends string, P extends StatusListParams<S>>(
  db: Knex,
  spec: StatusTable<Row, Item>,
  listing: StatusListing<P>,
  params: P,
  context: ScopedListContext,
): Knex.QueryBuilder {
  const { table, alias } = spec;
  const query = spec.withColumns(db, scoped(db(`${table} as ${alias}`).whereNull(`${alias}.deleted_at`), context.scope, scopedEntityOf(table), alias));
  if (params.status) query.where(`${alias}.status`, params.status);
  if (params.studentId) query.where(`${alias}.student_id`, params.studentId);
  listing.where(query, params, context);
  return query;
}

/**
 * The next page's ids in a default order split in two (StatusListing.defaultParts): up to `n` of the `first` rows
 * after the cursor, then up to `n` of the others, each read along its own index; the caller orders the union by the
 * whole order's keys and keeps `n`. One top-N sort over every row computed the order's key (a deadline window that
 * moves with the day, so no index holds it) for each: 2.9 s at 917,000 applications, where each part reads a page.
 */
function splitPageIds(
  db: Knex,
  matching: () => Knex.QueryBuilder,
  parts: NonNullable<ReturnType<NonNullable<StatusListing<unknown>['defaultParts']>>>,
  values: readonly string[] | undefined,
  n: number,
): Knex.QueryBuilder {
  const { first, firstKeys, restKeys } = parts;
  // The cursor's first value says which part its row was in ('1': the first), the others are that part's keys.
  const inFirst = !values || values[0] === '1';
  const rest = db
    .from(pageAfter(matching().whereRaw(`not (${first.sql})`, first.bindings), restKeys, inFirst ? undefined : values.slice(-restKeys.length)).limit(n).as('p2'))
    .select('p2.id');
  if (!inFirst) return rest;
  const firsts = db.from(pageAfter(matching().whereRaw(first.sql, first.bindings), firstKeys, values?.slice(1)).limit(n).as('p1')).select('p1.id');
  return firsts.unionAll(rest, true);
}

/**
 * A page of live rows in the order asked (newest first by default), filtered, with the status tiles and totals.
 * The tiles count every live row the caller may see; `total` counts the matches.
 */
export async function listByStatus<Row extends Record<string, unknown>, Item, S extends string, P extends StatusListParams<S>>(
  db: Knex,
  spec: StatusTable<Row, Item>,
  listing: StatusListing<P>,
  params: P,
  context: ScopedListContext,
): Promise<Page<Item> & { statusCounts: Partial<Record<S, number>> }> {
  const { table } = spec;
  const order = params.sort ?? 'default';
  const keys = listing.order(params.sort, context.today);
  const values = decodeKeyCursor(params.cursor, order, keys);
  const matching = () => matchingByStatus(db, spec, listing, params, context);
  // Counted up to TOTAL_CAP only ("10,000+" past it, issue 33 item 2): a search over a million cases stops early.
  const countMatches = () => cappedCount(db, matching());
  // The page's ids first, then their rows: asked for ids alone, Postgres drops the joins that only name things and
  // keeps the top rows as it scans (a top-N sort), where sorting the joined rows sorted every one of them (an order
  // no index holds, such as the default "deadlines that shout first": 100 ms against 33 ms at 46,000 applications).
  const parts = params.sort ? undefined : listing.defaultParts?.(context.today);
  const pageIds = parts
    ? splitPageIds(db, matching, parts, values, params.limit + 1)
    : db.from(pageAfter(matching(), keys, values).limit(params.limit + 1).as('page')).select('page.id');
  const rowsQuery = pageAfter(matching().select(keyColumns(db, keys)).whereIn(`${spec.alias}.id`, pageIds), keys, undefined).limit(params.limit + 1);
  const [rows, counts, counted] = await Promise.all([
    rowsQuery as Promise<Row[]>,
    statusCounts<S>(db, table, context.scope),
    params.studentId || listing.narrowed(params) ? countMatches() : undefined,
  ]);
  const total = counted?.total ?? (params.status ? (counts.byStatus[params.status] ?? 0) : counts.all);
  return {
    ...toKeyPage(rows, params.limit, order, keys, spec.toItem),
    total,
    totalAll: counts.all,
    ...(counted?.capped ? { totalCapped: true } : {}),
    statusCounts: counts.byStatus,
  };
}
