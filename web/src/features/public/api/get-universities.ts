import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UniversityListing } from '@contract';

/** GET /api/universities: the 30 partners and what their programmes offer, loaded by the default loader from the key. */
export const universitiesQueryOptions = () => queryOptions<UniversityListing[]>({ queryKey: ['/api/universities'] });

export const useUniversities = () => useQuery(universitiesQueryOptions());
