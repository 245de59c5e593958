import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminArticle, ArticleCreateInput, ArticlePatchInput, ArticleStatus, Page } from '@contract';
import { apiRequest } from '../../../lib/api-client';

// The Content section's articles (docs/PRODUCT.md §3.12): online only, like the other settings of the public site.

const ARTICLES = '/api/admin/news';

export const useArticles = (filter: { search: string; status: ArticleStatus | '' }) =>
  useQuery({
    queryKey: [ARTICLES, filter],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filter.search.trim()) params.set('search', filter.search.trim());
      if (filter.status) params.set('status', filter.status);
      return apiRequest<Page<AdminArticle>>('GET', `${ARTICLES}?${params}`, undefined, signal);
    },
    placeholderData: (previous) => previous,
  });

export const useAdminArticle = (id: string | undefined) =>
  useQuery({ queryKey: [ARTICLES, id], queryFn: ({ signal }) => apiRequest<AdminArticle>('GET', `${ARTICLES}/${id}`, undefined, signal), enabled: id !== undefined });

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: ArticleCreateInput } | { id: number; patch: ArticlePatchInput }) =>
      'create' in input ? apiRequest<AdminArticle>('POST', ARTICLES, input.create) : apiRequest<AdminArticle>('PATCH', `${ARTICLES}/${input.id}`, input.patch),
    onSuccess: (article) => {
      queryClient.setQueryData([ARTICLES, String(article.id)], article);
      void queryClient.invalidateQueries({ queryKey: [ARTICLES], exact: false, predicate: (q) => typeof q.queryKey[1] !== 'string' });
    },
  });
}

/** The body as the article's page will show it, rendered and sanitised by the server. */
export const usePreview = (content: string) =>
  useQuery({
    queryKey: [ARTICLES, 'preview', content],
    queryFn: ({ signal }) => apiRequest<{ html: string }>('POST', `${ARTICLES}/preview`, { content }, signal),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    select: (answer) => answer.html,
  });
