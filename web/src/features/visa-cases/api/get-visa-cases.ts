import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VisaCasePage } from '@contract';
import { apiRequest } from '../../../lib/api-client';
import { offlineVisaCasePage } from '../../../lib/offline/offline-case-reads';
import { withOfflineFallback } from '../../../lib/offline/offline-reads';

export const VISA_CASES_URL = '/api/admin/visa-cases';

/** One page of GET /api/admin/visa-cases, newest first, with the count per status. */
export function getVisaCases(cursor: string | null, signal?: AbortSignal): Promise<VisaCasePage> {
  const url = cursor ? `${VISA_CASES_URL}?${new URLSearchParams({ cursor })}` : VISA_CASES_URL;
  return apiRequest<VisaCasePage>('GET', url, undefined, signal);
}

export const visaCasesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [VISA_CASES_URL],
    // With no network the offline copy answers in the same shape; 'always' runs the query instead of pausing.
    queryFn: ({ pageParam, signal }) => withOfflineFallback(() => getVisaCases(pageParam, signal), () => offlineVisaCasePage(pageParam)),
    networkMode: 'always',
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useVisaCases() {
  return useInfiniteQuery(visaCasesQueryOptions());
}
