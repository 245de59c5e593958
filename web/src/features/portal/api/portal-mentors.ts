import { useQuery } from '@tanstack/react-query';
import type { PortalMentor } from '@contract/mentors';
import { getQueryFn } from '../../../lib/api-client';

export const PORTAL_MENTORS_KEY = ['/api/portal/mentors'] as const;

/** The signed-in student's mentors now (docs/PRODUCT.md §3.16). */
export function usePortalMentors() {
  return useQuery({ queryKey: PORTAL_MENTORS_KEY, queryFn: getQueryFn<PortalMentor[]>({ on401: 'throw' }) });
}
