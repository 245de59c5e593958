import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ANALYTICS_RANGE, type Analytics, type AnalyticsRange } from '@contract/metrics';
import { REFRESHED_IN_BACKGROUND } from '../../../lib/background-request';
import { keptOffline } from '../../../lib/offline/persisted-queries';

/** The URL of a range's figures; the default range keeps the plain URL (and the answer saved after sign-in). */
const analyticsUrl = (range: AnalyticsRange) => (range === DEFAULT_ANALYTICS_RANGE ? '/api/admin/analytics' : `/api/admin/analytics?range=${range}`);

/**
 * GET /api/admin/analytics[?range=] through the default loader (the key is the URL), refreshed every 60 s
 * (docs/PRODUCT.md §3.9). Each range's answer is saved on the device under its own key.
 */
export const analyticsQueryOptions = (range: AnalyticsRange = DEFAULT_ANALYTICS_RANGE) =>
  queryOptions<Analytics>({
    queryKey: [analyticsUrl(range)],
    refetchInterval: 60_000,
    // Its timed refreshes are not the person's activity: they do not keep the session from idling out.
    meta: REFRESHED_IN_BACKGROUND,
    // Saved in IndexedDB for the fairs with no network; logout wipes it.
    ...keptOffline,
  });

export function useAnalytics(range?: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(range));
}
