import type { Knex } from 'knex';
import type { Page } from '@contract';
import { afterCursor, cursorAtColumn, decodeCursor, toPage } from './paging';
import { statusCounts } from './status-counts';

/** A CRM table listed by status: applications and visa cases page, count and filter alike. */
export type StatusTable<Row, Item> = {
  table: 'applications' | 'visa_cases';
  alias: string;
  /** Joins and selects what toItem reads. */
  withColumns: (db: Knex, query: Knex.QueryBuilder) => Knex.QueryBuilder;
  toItem: (row: Row) => Item;
};

export type StatusListParams<S extends string> = { status?: S; studentId?: string; limit: number; cursor?: string };

/**
 * A page of live rows, newest first, optionally of one status or one student, with the status tiles and totals.
 * The tiles count every live row the caller may see; `total` counts the matches.
 */
export async function listByStatus<Row extends { id: string; cursor_at: string }, Item, S extends string>(
  db: Knex,
  spec: StatusTable<Row, Item>,
  params: StatusListParams<S>,
): Promise<Page<Item> & { statusCounts: Partial<Record<S, number>> }> {
  const { table, alias } = spec;
  const matching = () => {
    const query = db(`${table} as ${alias}`).whereNull(`${alias}.deleted_at`);
    if (params.status) query.where(`${alias}.status`, params.status);
    if (params.studentId) query.where(`${alias}.student_id`, params.studentId);
    return query;
  };
  const countForStudent = async () => {
    const [row] = await matching().count<{ count: number }[]>({ count: '*' });
    return Number(row?.count ?? 0);
  };
  const rowsQuery = spec
    .withColumns(db, afterCursor(matching(), alias, decodeCursor(params.cursor)))
    .select(cursorAtColumn(db, `${alias}.created_at`))
    .limit(params.limit + 1);
  const [rows, counts, studentTotal] = await Promise.all([
    rowsQuery as Promise<Row[]>,
    statusCounts<S>(db, table),
    params.studentId ? countForStudent() : undefined,
  ]);
  const total = studentTotal ?? (params.status ? (counts.byStatus[params.status] ?? 0) : counts.all);
  return { ...toPage(rows, params.limit, spec.toItem), total, totalAll: counts.all, statusCounts: counts.byStatus };
}
