import type { Knex } from 'knex';
import { scoped, scopeKey, type ScopeViewer } from './row-scope';
import { cachedCounts } from './figures-cache';

export type StatusCounts<S extends string> = { byStatus: Partial<Record<S, number>>; all: number };

/**
 * Live (not deleted) rows of a table per status, and in all, in one grouped query (grouping sets: the row
 * whose status is null is the total), within the viewer's row scope. Cached briefly: these are the list tiles and totals, not the rows.
 */
export function statusCounts<S extends string>(db: Knex, table: 'applications' | 'visa_cases', scope?: ScopeViewer): Promise<StatusCounts<S>> {
  return cachedCounts(db, `${table}:status:${scopeKey(scope)}`, async () => {
    const rows = await scoped(db(`${table} as r`), scope, table === 'applications' ? 'applications' : 'visa-cases', 'r')
      .whereNull('deleted_at')
      .select('status')
      .count<{ status: S | null; count: number }[]>({ count: '*' })
      .groupByRaw('grouping sets ((status), ())')
      .orderBy('status');
    const byStatus: Partial<Record<S, number>> = {};
    let all = 0;
    for (const row of rows) {
      if (row.status === null) all = Number(row.count);
      else byStatus[row.status] = Number(row.count);
    }
    return { byStatus, all };
  });
}
