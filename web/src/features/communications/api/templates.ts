import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate, TemplateCreateInput, TemplatePatch } from '@contract/message-templates';
import { apiRequest } from '../../../lib/api-client';
import { TEMPLATES_URL } from './message-templates';

// Communications' templates (docs/PRODUCT.md §3.19): written online only, like the public site's records. The
// senders' copy (api/message-templates.ts, kept on the device) shares the URL key and is refreshed by a save.

export const useAdminTemplates = (filter: { archived: boolean }) =>
  useQuery({
    queryKey: [TEMPLATES_URL, filter],
    queryFn: ({ signal }) =>
      apiRequest<{ items: MessageTemplate[] }>('GET', `${TEMPLATES_URL}${filter.archived ? '?archived=true' : ''}`, undefined, signal),
    placeholderData: (previous) => previous,
  });

export const useAdminTemplate = (id: string | undefined) =>
  useQuery({
    queryKey: [TEMPLATES_URL, id],
    queryFn: ({ signal }) => apiRequest<MessageTemplate>('GET', `${TEMPLATES_URL}/${id}`, undefined, signal),
    enabled: id !== undefined,
  });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: TemplateCreateInput } | { id: string; patch: TemplatePatch }) =>
      'create' in input
        ? apiRequest<MessageTemplate>('POST', TEMPLATES_URL, input.create)
        : apiRequest<MessageTemplate>('PATCH', `${TEMPLATES_URL}/${input.id}`, input.patch),
    onSuccess: (template) => {
      queryClient.setQueryData([TEMPLATES_URL, template.id], template);
      // The lists: this page's, and the senders' on the student page.
      void queryClient.invalidateQueries({ queryKey: [TEMPLATES_URL], predicate: (q) => typeof q.queryKey[1] !== 'string' });
    },
  });
}
