import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mentor, MentorCreateInput, MentorDetail, MentorMatch, MentorPatchInput, Page } from '@contract';
import { apiRequest } from '../../../lib/api-client';

// Mentors in Mission Control (docs/PRODUCT.md §3.16), read and written by the Mentors pages and the student page:
// online only, like the other records the CRM does not sync.

const MENTORS = '/api/admin/mentors';
const KEY = 'mentors';
const PAGE = 50;

export type MentorArchived = '' | 'false' | 'true';

const paramsOf = (filter: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && String(value).trim()) params.set(key, String(value).trim());
  return params;
};

/** The list, a page at a time (newest first). */
export const useMentorList = (filter: { search: string; archived: MentorArchived }) =>
  useInfiniteQuery({
    queryKey: [KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) => apiRequest<Page<Mentor>>('GET', `${MENTORS}?${paramsOf({ ...filter, limit: PAGE, cursor: pageParam })}`, undefined, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });

/** The mentors a student is matched to now. */
export const useStudentMentors = (studentId: string) =>
  useQuery({
    queryKey: [KEY, 'student', studentId],
    queryFn: ({ signal }) => apiRequest<Page<Mentor>>('GET', `${MENTORS}?${paramsOf({ studentId, limit: 100 })}`, undefined, signal),
  });

/** Mentors who may be matched: not archived (the first 100, newest first). */
export const useMatchableMentors = (enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'matchable'],
    queryFn: ({ signal }) => apiRequest<Page<Mentor>>('GET', `${MENTORS}?${paramsOf({ archived: 'false', limit: 100 })}`, undefined, signal),
    enabled,
  });

export const useMentor = (id: string | undefined) =>
  useQuery({
    queryKey: [KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest<MentorDetail>('GET', `${MENTORS}/${id}`, undefined, signal),
    enabled: id !== undefined,
  });

/** After a write every mentor query reads again (lists, the mentor, a student's mentors). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [KEY] });
}

export function useSaveMentor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { create: MentorCreateInput } | { id: number; patch: MentorPatchInput }) =>
      'create' in input ? apiRequest<Mentor>('POST', MENTORS, input.create) : apiRequest<Mentor>('PATCH', `${MENTORS}/${input.id}`, input.patch),
    onSuccess: refresh,
  });
}

export function useMatchMentor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ mentorId, studentId }: { mentorId: number; studentId: string }) => apiRequest<MentorMatch>('POST', `${MENTORS}/${mentorId}/matches`, { studentId }),
    onSuccess: refresh,
  });
}

export function useEndMatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (match: MentorMatch) => apiRequest<MentorMatch>('POST', `${MENTORS}/${match.mentorId}/matches/${match.id}/end`, {}),
    onSuccess: refresh,
  });
}
