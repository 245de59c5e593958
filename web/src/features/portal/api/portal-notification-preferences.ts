import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@contract/notification-settings';
import { apiRequest, getQueryFn } from '../../../lib/api-client';

// The student's own notification choices (issue 30 item 6); saved online only.
const KEY = ['/api/portal/notification-preferences'] as const;

export const usePortalNotificationPreferences = () => useQuery({ queryKey: KEY, queryFn: getQueryFn<NotificationPreferences>({ on401: 'throw' }) });

export function useSavePortalNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) => apiRequest<NotificationPreferences>('PUT', KEY[0], input),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
