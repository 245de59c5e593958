import { ARTICLE_CATEGORIES, type ArticleCategory, type NewsCategory } from '@contract/enums';

/** /news?category=events: the chosen category is in the URL, so it can be shared and survives a reload. */
export type NewsSearch = { category?: ArticleCategory | undefined };

/**
 * The route's validateSearch (by hand, to keep zod out of the entry chunk): no category, or an unknown one, means
 * all. The key is always returned so a bad raw value cannot show through the router's merge with the query string.
 */
export function parseNewsSearch(raw: Record<string, unknown>): NewsSearch {
  return { category: ARTICLE_CATEGORIES.find((c) => c === raw.category) };
}

export const categoryOf = (search: NewsSearch): NewsCategory => search.category ?? 'all';
