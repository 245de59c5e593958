import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UniversityOption } from '@contract';
import { apiRequest } from '../../../lib/api-client';
import { offlineDatabase } from '../../../lib/offline/offline-db';
import { withOfflineFallback } from '../../../lib/offline/offline-reads';

/** GET /api/admin/universities (id, name) for the picker; offline, the copy the sync keeps. */
export const universityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/universities'],
    queryFn: ({ signal }) =>
      withOfflineFallback(
        () => apiRequest<UniversityOption[]>('GET', '/api/admin/universities', undefined, signal),
        () => offlineDatabase().universities.orderBy('name').toArray(),
      ),
    networkMode: 'always',
    staleTime: 10 * 60_000,
  });

export function useUniversityOptions() {
  return useQuery(universityOptionsQueryOptions());
}
