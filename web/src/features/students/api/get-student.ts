import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage, StudentDetail } from '@contract';
import { apiRequest } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';

/** The student's timeline, newest first, a page at a time (online only: the audit trail lives on the server). */
export const studentActivityQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: [CRM_URLS.students, id, 'activity'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ActivityPage>('GET', `${CRM_URLS.students}/${id}/activity${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStudentActivity(id: string) {
  return useInfiniteQuery(studentActivityQueryOptions(id));
}

/** "Keep both": a person decided the flagged lead is a different student (online only). */
export function keepDuplicate(id: string): Promise<StudentDetail> {
  return apiRequest<StudentDetail>('POST', `${CRM_URLS.students}/${id}/duplicates`, { resolution: 'keep' });
}
