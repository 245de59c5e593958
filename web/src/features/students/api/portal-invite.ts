import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalInvite } from '@contract/portal';
import { apiRequest } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';

/** A new one-time link to the student portal (any earlier one stops working); it needs the server, never queued. */
export function createPortalInvite(studentId: string): Promise<PortalInvite> {
  return apiRequest<PortalInvite>('POST', `${CRM_URLS.students}/${studentId}/portal-invite`, {});
}

/** Creates the link; the timeline then shows "Invited to the student portal". */
export function usePortalInvite(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createPortalInvite(studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CRM_URLS.students, studentId, 'activity'] }),
  });
}
