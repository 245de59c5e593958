import type { NewsArticle } from '@contract';
import type { Language } from '@contract/languages';
import { dateIn } from '../../lib/format';

export const EXCERPT_FALLBACK_LENGTH = 150;
export const MAX_CARD_TAGS = 3;

/** docs/PRODUCT.md §2.6: the excerpt, or the first 150 characters of the content followed by an ellipsis. */
export function excerptOf(article: Pick<NewsArticle, 'excerpt' | 'content'>): string {
  if (article.excerpt) return article.excerpt;
  return `${article.content.slice(0, EXCERPT_FALLBACK_LENGTH)}...`;
}

/**
 * Long US dates ('April 18, 2025') on English pages, the language's long date on a translated one ('18 avril 2025'),
 * read in UTC so a morning article never shows the previous day.
 */
export function formatLongDate(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'en') return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return dateIn(language, date, 'long', 'UTC');
}

/**
 * The news list of a page in `language` (issue 29 item 5): the articles written in it first, then the others, each group
 * in the server's order (newest first).
 */
export function inPageLanguageFirst<T extends Pick<NewsArticle, 'language'>>(articles: readonly T[], language: Language): T[] {
  return [...articles.filter((a) => a.language === language), ...articles.filter((a) => a.language !== language)];
}
