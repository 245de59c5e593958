import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle, NewsCategory } from '@contract';

/**
 * docs/PRODUCT.md §9.2: the category is a path segment, none for 'all'. The default loader joins the key,
 * so ['/api/news', 'events'] requests /api/news/events and ['/api/news'] requests /api/news.
 */
export const newsQueryOptions = (category: NewsCategory) =>
  queryOptions<NewsArticle[]>({ queryKey: category === 'all' ? ['/api/news'] : ['/api/news', category] });

export const useNews = (category: NewsCategory) => useQuery(newsQueryOptions(category));
