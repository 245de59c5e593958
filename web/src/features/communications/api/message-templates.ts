import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@contract/message-templates';
import { apiRequest } from '../../../lib/api-client';
import { keptOffline } from '../../../lib/offline/persisted-queries';

// Communications writes templates; the student page sends from them, reaching this file through
// features/communications/index.ts.

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
