import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Scholarship } from '@contract';

/** GET /api/scholarships: the four featured scholarships. */
export const scholarshipsQueryOptions = () => queryOptions<Scholarship[]>({ queryKey: ['/api/scholarships'] });

export const useScholarships = () => useQuery(scholarshipsQueryOptions());
