import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '@contract';
import { REFRESHED_IN_BACKGROUND } from '../../../lib/background-request';
import { keptOffline } from '../../../lib/offline/persisted-queries';

/** GET /api/admin/analytics through the default loader (the key is the URL), refreshed every 60 s (docs/PRODUCT.md §3.9). */
export const analyticsQueryOptions = () =>
  queryOptions<Analytics>({
    queryKey: ['/api/admin/analytics'],
    refetchInterval: 60_000,
    // Its timed refreshes are not the person's activity: they do not keep the session from idling out.
    meta: REFRESHED_IN_BACKGROUND,
    // Saved in IndexedDB for the fairs with no network; logout wipes it.
    ...keptOffline,
  });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions());
}
