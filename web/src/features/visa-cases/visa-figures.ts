import type { VisaCasePage } from '@contract';
import { visaSuccessRate } from '@contract/metrics';

export type VisaTiles = { total: number; preparing: number; submitted: number; approved: number; successRate: number | null };

/**
 * The five tiles (docs/PRODUCT.md §3.8) from the first page's counts: the rate is the visa success rate, approvals of
 * the decided cases (approved or rejected), null with none decided.
 */
export function visaTiles(page: Pick<VisaCasePage, 'totalAll' | 'statusCounts'> | undefined): VisaTiles {
  const counts = page?.statusCounts ?? {};
  const total = page?.totalAll ?? 0;
  const approved = counts.approved ?? 0;
  return {
    total,
    preparing: counts.preparing ?? 0,
    submitted: counts.submitted ?? 0,
    approved,
    successRate: visaSuccessRate(approved, counts.rejected ?? 0),
  };
}
