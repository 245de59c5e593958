import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { StudentPage } from '@contract';
import type { StudentFilter, StudentViewer } from '@contract/student-filter';
import { apiRequest } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';
import { offlineStudentPage, withOfflineFallback } from '../../../lib/offline/offline-reads';

/** The list's query string: its search, filters and order (the list and its CSV export send the same). */
export function studentListParams(filters: StudentFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'stage', 'priority', 'owner', 'country', 'source', 'sort'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** One page of GET /api/admin/students: search, filters, order and counts run on the server. */
export function getStudents(filters: StudentFilter, cursor: string | null, signal?: AbortSignal): Promise<StudentPage> {
  const params = studentListParams(filters);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<StudentPage>('GET', query ? `${CRM_URLS.students}?${query}` : CRM_URLS.students, undefined, signal);
}

/** `viewer` answers offline as the server would for the signed-in admin (who 'me' is, what the search reaches). */
export const studentsQueryOptions = (filters: StudentFilter, viewer: StudentViewer) =>
  infiniteQueryOptions({
    queryKey: [CRM_URLS.students, filters],
    // With no network the offline copy answers (same filter, order and counts): 'always' lets the query run
    // instead of pausing until the network is back.
    queryFn: ({ pageParam, signal }) =>
      withOfflineFallback(
        () => getStudents(filters, pageParam, signal),
        () => offlineStudentPage(filters, viewer, pageParam),
      ),
    networkMode: 'always',
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The students matching the filters, a page at a time; the last list stays up while a new filter loads. */
export function useStudents(filters: StudentFilter, viewer: StudentViewer) {
  return useInfiniteQuery({ ...studentsQueryOptions(filters, viewer), placeholderData: keepPreviousData });
}
