import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UniversityDetail } from '@contract';

/** GET /api/universities/:id: one partner with its programmes, loaded by the default loader from the key. */
export const universityQueryOptions = (id: string) =>
  queryOptions<UniversityDetail>({ queryKey: ['/api/universities', encodeURIComponent(id)] });

export const useUniversity = (id: string) => useQuery(universityQueryOptions(id));
