import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDetail } from '@contract';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';
import { offlineDatabase } from '../../../lib/offline/offline-db';
import { isNetworkFailure, NotAvailableOfflineError } from '../../../lib/offline/offline-reads';

// The students feature shows it, and its student picker (features/students/index.ts: the new application, visa-case,
// task and mentor-match forms) reads its cached answer for the student the person came from.

/** The student as this device has it: the offline copy (with any write waiting to sync). */
async function offlineStudentDetail(id: string): Promise<StudentDetail> {
  const db = offlineDatabase();
  const student = await db.students.get(id);
  if (!student) throw new NotAvailableOfflineError('This student and their records');
  const [applications, visaCases] = await Promise.all([
    db.applications.where('studentId').equals(id).toArray(),
    db.visaCases.where('studentId').equals(id).toArray(),
  ]);
  return { student, possibleDuplicateOf: [], applications, visaCases };
}

/**
 * GET /api/admin/students/:id; offline (or for a lead the server has not received yet: 404) the device's copy.
 */
export const studentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CRM_URLS.students, id],
    queryFn: async ({ signal }) => {
      if (!navigator.onLine) return offlineStudentDetail(id);
      try {
        return await apiRequest<StudentDetail>('GET', `${CRM_URLS.students}/${id}`, undefined, signal);
      } catch (error) {
        if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 404)) return offlineStudentDetail(id);
        throw error;
      }
    },
    networkMode: 'always',
  });

export function useStudentDetail(id: string) {
  return useQuery(studentDetailQueryOptions(id));
}
