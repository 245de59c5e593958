import { queryOptions, useQuery } from '@tanstack/react-query';
import type { University } from '@contract';

/** GET /api/universities: the 30 partners, loaded by the default loader from the key. */
export const universitiesQueryOptions = () => queryOptions<University[]>({ queryKey: ['/api/universities'] });

export const useUniversities = () => useQuery(universitiesQueryOptions());
