import type { ApplicationPage } from '@contract';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/enums';

/** docs/PRODUCT.md §3.7: a tile per status present in the data, in the statuses' own order. */
export function statusTiles(
  statusCounts: ApplicationPage['statusCounts'] | undefined,
): { status: ApplicationStatus; count: number }[] {
  return APPLICATION_STATUSES.map((status) => ({ status, count: statusCounts?.[status] ?? 0 })).filter((t) => t.count > 0);
}
