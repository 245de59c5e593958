import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminErasureRequest, PortalErasureRequest, Retention } from '@contract/privacy';
import { apiRequest } from '../../../lib/api-client';

// Settings › Privacy (docs/PRIVACY.md): erasure requests, and the retention period for super admins. Online only.
const REQUESTS_KEY = ['/api/admin/privacy/requests'] as const;
const RETENTION_KEY = ['/api/admin/privacy/retention'] as const;

export const useErasureRequests = () => useQuery<{ items: AdminErasureRequest[] }>({ queryKey: REQUESTS_KEY });
export const useRetention = (enabled: boolean) => useQuery<Retention>({ queryKey: RETENTION_KEY, enabled });

/** Approve (erase) or refuse with a reason; the list is read again after either. */
export function useDecideErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      d.approve
        ? apiRequest<PortalErasureRequest>('POST', `/api/admin/privacy/requests/${d.id}/approve`, {})
        : apiRequest<PortalErasureRequest>('POST', `/api/admin/privacy/requests/${d.id}/refuse`, { reason: d.reason }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }), queryClient.invalidateQueries({ queryKey: RETENTION_KEY })]),
  });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number) => apiRequest<Retention>('PATCH', '/api/admin/privacy/retention', { months }),
    onSuccess: (saved) => queryClient.setQueryData(RETENTION_KEY, saved),
  });
}
