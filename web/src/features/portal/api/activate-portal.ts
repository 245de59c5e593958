import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalActivateInput, PortalDashboard } from '@contract/portal';
import { apiRequest } from '../../../lib/api-client';
import { PORTAL_ME_KEY } from './get-portal-me';

/** Spends the invitation link on a password; the answer is the dashboard of the student now signed in. */
export function activatePortal(input: PortalActivateInput): Promise<PortalDashboard> {
  return apiRequest<PortalDashboard>('POST', '/api/portal/activate', input);
}

export function useActivatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePortal,
    onSuccess: (dashboard) => queryClient.setQueryData(PORTAL_ME_KEY, dashboard),
  });
}
