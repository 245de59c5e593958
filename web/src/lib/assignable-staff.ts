import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedWork } from '@contract/assignments';
import type { AssignableStaff, AssignableStaffList } from '@contract/staff';
import { apiRequest } from './api-client';
import { keptOffline } from './offline/persisted-queries';

// Below the features: the students, applications and visa-case forms pick owners from it, and their lists filter by
// it. A feature does not import another.

export const ASSIGNABLE_STAFF_URL = '/api/admin/staff/assignable';

/**
 * GET /api/admin/staff/assignable: who may be given each kind of work. Saved on the device (fetched after sign-in,
 * app/offline-answers.ts) so the owner pickers work at a fair with no network; staff change rarely.
 */
export const assignableStaffQueryOptions = () =>
  queryOptions<AssignableStaffList>({
    queryKey: [ASSIGNABLE_STAFF_URL],
    queryFn: ({ signal }) => apiRequest<AssignableStaffList>('GET', ASSIGNABLE_STAFF_URL, undefined, signal),
    staleTime: 10 * 60_000,
    ...keptOffline,
  });

export function useAssignableStaff(work: AssignedWork) {
  const query = useQuery(assignableStaffQueryOptions());
  return { ...query, staff: query.data?.[work] ?? [] };
}

/** The staff member's name, if the list has them. */
export function staffNameOf(staff: readonly AssignableStaff[], id: string | null | undefined): string | null {
  return (id && staff.find((s) => s.id === id)?.fullName) || null;
}
