import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryList, StaffNotificationPreferences } from '@contract';
import { apiRequest } from '../../../lib/api-client';

// Notifications in Settings (issue 30): my own choices and time zone, and the deliveries screen.
const PREFS_KEY = ['/api/admin/me/notification-preferences'] as const;
const DELIVERIES_KEY = ['/api/admin/notification-deliveries'] as const;

export const useMyNotificationPreferences = () => useQuery<StaffNotificationPreferences>({ queryKey: PREFS_KEY });

export function useSaveMyNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffNotificationPreferences) => apiRequest<StaffNotificationPreferences>('PUT', PREFS_KEY[0], input),
    onSuccess: (saved) => queryClient.setQueryData(PREFS_KEY, saved),
  });
}

export const useDeliveries = () => useQuery<DeliveryList>({ queryKey: DELIVERIES_KEY });

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('POST', `/api/admin/notification-deliveries/${id}/retry`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
