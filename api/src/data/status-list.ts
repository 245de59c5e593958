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
  const pageIds = db.from(pageAfter(matching(), keys, values).limit(params.limit + 1).as('page')).select('page.id');
  const rowsQuery = pageAfter(matching().select(keyColumns(db, keys)).whereIn(`${spec.alias}.id`, pageIds), keys, undefined);
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
