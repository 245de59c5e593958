import type { NewsArticle } from '@contract';

export const EXCERPT_FALLBACK_LENGTH = 150;
export const MAX_CARD_TAGS = 3;

/** docs/PRODUCT.md §2.6: the excerpt, or the first 150 characters of the content followed by an ellipsis. */
export function excerptOf(article: Pick<NewsArticle, 'excerpt' | 'content'>): string {
  if (article.excerpt) return article.excerpt;
  return `${article.content.slice(0, EXCERPT_FALLBACK_LENGTH)}...`;
}

/** Long US dates ('April 18, 2025'), read in UTC so a morning article never shows the previous day. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
