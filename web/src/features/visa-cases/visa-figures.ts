import type { VisaCasePage } from '@contract';
import { percentOf } from '../../lib/format';

export type VisaTiles = { total: number; preparing: number; submitted: number; approved: number; successRate: number };

/** The five tiles (docs/PRODUCT.md §3.8) from the first page's counts: the rate is approved over all cases, 0 with none. */
export function visaTiles(page: Pick<VisaCasePage, 'totalAll' | 'statusCounts'> | undefined): VisaTiles {
  const counts = page?.statusCounts ?? {};
  const total = page?.totalAll ?? 0;
  const approved = counts.approved ?? 0;
  return {
    total,
    preparing: counts.preparing ?? 0,
    submitted: counts.submitted ?? 0,
    approved,
    successRate: percentOf(approved, total),
  };
}
