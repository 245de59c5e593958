import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalPrivacy } from '@contract/privacy';
import { apiRequest, getQueryFn } from '../../../lib/api-client';

export const PORTAL_PRIVACY_KEY = ['/api/portal/privacy'] as const;

/** The signed-in student's consents and erasure requests (docs/PRIVACY.md); null when signed out. */
export function usePortalPrivacy() {
  return useQuery({ queryKey: PORTAL_PRIVACY_KEY, queryFn: getQueryFn<PortalPrivacy>({ on401: 'returnNull' }) });
}

/** Withdraws an optional consent (newsletter, marketing); the answer is the page's new state. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consentId: string) => apiRequest<PortalPrivacy>('POST', `/api/portal/consents/${consentId}/withdraw`, {}),
    onSuccess: (privacy) => queryClient.setQueryData(PORTAL_PRIVACY_KEY, privacy),
  });
}

/** Asks for the student's data to be erased; a request already pending is answered as it is. */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiRequest<PortalPrivacy>('POST', '/api/portal/erasure-request', { reason }),
    onSuccess: (privacy) => queryClient.setQueryData(PORTAL_PRIVACY_KEY, privacy),
  });
}
