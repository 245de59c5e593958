import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle } from '@contract';

/** GET /api/news/article/:id */
export const articleQueryOptions = (id: string) =>
  queryOptions<NewsArticle>({ queryKey: ['/api/news/article', encodeURIComponent(id)] });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));
