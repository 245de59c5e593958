import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticleDetail } from '@contract';

/** GET /api/news/article/:id */
export const articleQueryOptions = (id: string) =>
  queryOptions<NewsArticleDetail>({ queryKey: ['/api/news/article', encodeURIComponent(id)] });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));
