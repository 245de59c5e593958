import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalInvite } from '@contract/portal';
import { apiRequest } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';

/** A new one-time link to the student portal (any earlier one stops working); it needs the server, never queued. */
export function createPortalInvite(studentId: string): Promise<PortalInvite> {
  return apiRequest<PortalInvite>('POST', `${CRM_URLS.students}/${studentId}/portal-invite`, {});
}

/**
 * Creates the link for the student id it is called with (kept in `variables`: the page component stays mounted when
 * it moves to another student, whose page must not show this link); the timeline then shows "Invited to the student
 * portal".
 */
export function usePortalInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => createPortalInvite(studentId),
    onSuccess: (_invite, studentId) => queryClient.invalidateQueries({ queryKey: [CRM_URLS.students, studentId, 'activity'] }),
  });
}
