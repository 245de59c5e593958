import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@contract/message-templates';
import { apiRequest } from './api-client';
import { keptOffline } from './offline/persisted-queries';

// Below the features: Communications writes templates, the student page sends from them. A feature does not import
// another.

export const TEMPLATES_URL = '/api/admin/templates';

/**
 * GET /api/admin/templates: the templates a sender picks from (archived ones left out). Saved on the device
 * (fetched after sign-in, app/offline-answers.ts) so "Message" works with no network, like the owner pickers.
 */
export const messageTemplatesQueryOptions = () =>
  queryOptions<MessageTemplate[]>({
    queryKey: [TEMPLATES_URL],
    queryFn: async ({ signal }) => (await apiRequest<{ items: MessageTemplate[] }>('GET', TEMPLATES_URL, undefined, signal)).items,
    staleTime: 5 * 60_000,
    ...keptOffline,
  });

export function useMessageTemplates() {
  return useQuery(messageTemplatesQueryOptions());
}
