import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Whether the link can still be used: resolves when it can, throws the server's 404/410 when it cannot. */
export function checkActivationLink(token: string): Promise<void> {
  return apiRequest<void>('POST', '/api/portal/activate/check', { token });
}

/** Asked once when the page opens (not retried, not kept): a spent link says so before a password is typed. */
export function useActivationLinkCheck(token: string) {
  return useQuery({
    queryKey: ['/api/portal/activate/check'],
    // Query data cannot be undefined: true says the link can be used.
    queryFn: async () => {
      await checkActivationLink(token);
      return true;
    },
    enabled: token !== '',
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
