import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventCreateInput, EventPatchInput, EventReport, RecruitmentEvent } from '@contract/events';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_URL } from './recruitment-events';

// One fair, its report and its writes (docs/PRODUCT.md §3.18). The list is api/recruitment-events.ts: fair mode and
// the students list read it too.

export const useEvent = (id: string) =>
  useQuery({
    queryKey: [EVENTS_URL, id],
    queryFn: ({ signal }) => apiRequest<RecruitmentEvent>('GET', `${EVENTS_URL}/${id}`, undefined, signal),
  });

export const useEventReport = (id: string) =>
  useQuery({
    queryKey: [EVENTS_URL, id, 'report'],
    queryFn: ({ signal }) => apiRequest<EventReport>('GET', `${EVENTS_URL}/${id}/report`, undefined, signal),
  });

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: EventCreateInput } | { id: string; patch: EventPatchInput }) =>
      'create' in input
        ? apiRequest<RecruitmentEvent>('POST', EVENTS_URL, input.create)
        : apiRequest<RecruitmentEvent>('PATCH', `${EVENTS_URL}/${input.id}`, input.patch),
    onSuccess: (event) => {
      queryClient.setQueryData([EVENTS_URL, event.id], event);
      void queryClient.invalidateQueries({ queryKey: [EVENTS_URL] });
    },
  });
}
