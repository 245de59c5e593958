import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityPage, StudentDetail } from '@contract';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { offlineDatabase } from '../../../lib/offline/offline-db';
import { isNetworkFailure, NotAvailableOfflineError } from '../../../lib/offline/offline-reads';
import { STUDENTS_URL } from './get-students';

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
    queryKey: [STUDENTS_URL, id],
    queryFn: async ({ signal }) => {
      if (!navigator.onLine) return offlineStudentDetail(id);
      try {
        return await apiRequest<StudentDetail>('GET', `${STUDENTS_URL}/${id}`, undefined, signal);
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

/** The student's timeline, newest first, a page at a time (online only: the audit trail lives on the server). */
export const studentActivityQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: [STUDENTS_URL, id, 'activity'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ActivityPage>('GET', `${STUDENTS_URL}/${id}/activity${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStudentActivity(id: string) {
  return useInfiniteQuery(studentActivityQueryOptions(id));
}

/** "Keep both": a person decided the flagged lead is a different student (online only). */
export function keepDuplicate(id: string): Promise<StudentDetail> {
  return apiRequest<StudentDetail>('POST', `${STUDENTS_URL}/${id}/duplicates`, { resolution: 'keep' });
}
