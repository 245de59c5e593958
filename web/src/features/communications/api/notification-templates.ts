import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationTemplate, NotificationTemplateWrite } from '@contract';
import { apiRequest } from '../../../lib/api-client';

// The system notifications' texts (issue 30 item 7), per event and language; saved online only.
const NOTIFICATION_TEMPLATES_KEY = ['/api/admin/notification-templates'] as const;

export const useNotificationTemplates = () => useQuery<{ items: NotificationTemplate[] }>({ queryKey: NOTIFICATION_TEMPLATES_KEY });

export function useSaveNotificationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, language, ...input }: NotificationTemplateWrite & { event: string; language: string }) =>
      apiRequest<NotificationTemplate>('PUT', `/api/admin/notification-templates/${event}/${language}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_TEMPLATES_KEY }),
  });
}
