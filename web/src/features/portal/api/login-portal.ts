import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@contract/auth';
import type { PortalDashboard } from '@contract/portal';
import { apiRequest } from '../../../lib/api-client';
import { PORTAL_ME_KEY } from './get-portal-me';

/** Signs the student in; the answer is the dashboard itself, so no second request follows. */
export function loginPortal(credentials: LoginInput): Promise<PortalDashboard> {
  return apiRequest<PortalDashboard>('POST', '/api/portal/login', credentials);
}

export function useLoginPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginPortal,
    onSuccess: (dashboard) => queryClient.setQueryData(PORTAL_ME_KEY, dashboard),
  });
}
