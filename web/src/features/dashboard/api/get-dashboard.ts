import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@contract';
import { REFRESHED_IN_BACKGROUND } from '../../../lib/background-request';
import { keptOffline } from '../../../lib/offline/persisted-queries';

/** GET /api/admin/dashboard through the default loader (the key is the URL), refreshed every 30 s (docs/PRODUCT.md §3.3). */
export const dashboardQueryOptions = () =>
  queryOptions<DashboardSummary>({
    queryKey: ['/api/admin/dashboard'],
    refetchInterval: 30_000,
    // Its timed refreshes are not the person's activity: they do not keep the session from idling out.
    meta: REFRESHED_IN_BACKGROUND,
    // Saved in IndexedDB for the fairs with no network; logout wipes it.
    ...keptOffline,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
