import type { Knex } from 'knex';
import { TOTAL_CAP } from '@contract';

/** A list's number of matches: exact up to TOTAL_CAP; past it `total` is TOTAL_CAP and `capped` true ("10,000+"). */
export type CappedCount = { total: number; capped: boolean };

export const capCount = (counted: number, cap = TOTAL_CAP): CappedCount =>
  counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };

/**
 * The rows of `query` counted up to one past the cap (issue 33 item 2): `count(*)` of a large filtered list read every
 * match (a common search fragment matched over 100,000 of a million students); this stops reading at TOTAL_CAP + 1.
 */
export async function cappedCount(db: Knex, query: Knex.QueryBuilder, cap = TOTAL_CAP): Promise<CappedCount> {
  const rows = query.clone().clearSelect().clearOrder().select(db.raw('1')).limit(cap + 1);
  const [row] = await db.from(rows.as('capped')).count<{ count: number }[]>({ count: '*' });
  return capCount(Number(row?.count ?? 0), cap);
}
