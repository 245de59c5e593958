import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UniversityOption } from '@contract';
import { apiRequest } from '../../../lib/api-client';
import { offlineDatabase } from '../../../lib/offline/offline-db';
import { withOfflineFallback } from '../../../lib/offline/offline-reads';

/** A row as a sync of before the programmes stored it: id and name only. */
type StoredOption = Pick<UniversityOption, 'id' | 'name'> & Partial<UniversityOption>;
const withDefaults = ({ archived = false, programmes = [], ...u }: StoredOption): UniversityOption => ({ ...u, archived, programmes });

/**
 * GET /api/admin/universities (id, name, archived, listed programmes) for the pickers; offline, the copy the sync
 * keeps. A copy stored before the programmes were part of it reads as listed with none, until the next sync.
 */
export const universityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/universities'],
    queryFn: ({ signal }) =>
      withOfflineFallback(
        () => apiRequest<UniversityOption[]>('GET', '/api/admin/universities', undefined, signal),
        async () => (await offlineDatabase().universities.orderBy('name').toArray()).map(withDefaults),
      ),
    networkMode: 'always',
    staleTime: 10 * 60_000,
  });

export function useUniversityOptions() {
  return useQuery(universityOptionsQueryOptions());
}
