import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationPage } from '@contract';
import { apiRequest } from '../../../lib/api-client';
import { offlineApplicationPage } from '../../../lib/offline/offline-case-reads';
import { withOfflineFallback } from '../../../lib/offline/offline-reads';

export const APPLICATIONS_URL = '/api/admin/applications';

/** One page of GET /api/admin/applications, newest first, with the count per status. */
export function getApplications(cursor: string | null, signal?: AbortSignal): Promise<ApplicationPage> {
  const url = cursor ? `${APPLICATIONS_URL}?${new URLSearchParams({ cursor })}` : APPLICATIONS_URL;
  return apiRequest<ApplicationPage>('GET', url, undefined, signal);
}

export const applicationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [APPLICATIONS_URL],
    // With no network the offline copy answers in the same shape; 'always' runs the query instead of pausing.
    queryFn: ({ pageParam, signal }) => withOfflineFallback(() => getApplications(pageParam, signal), () => offlineApplicationPage(pageParam)),
    networkMode: 'always',
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useApplications() {
  return useInfiniteQuery(applicationsQueryOptions());
}
