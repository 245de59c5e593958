import type { NewsArticle } from '@contract/content';
import { NEWS_2025 } from './news-2025';
import { NEWS_2026 } from './news-2026';

/** An article of the demo data: English unless it says otherwise (the column's default). */
export type NewsArticleSeed = Omit<NewsArticle, 'id' | 'language'> & Partial<Pick<NewsArticle, 'language'>>;

/**
 * The news hub's articles, oldest first. A null excerpt exercises the page's fallback to the content.
 * Illustrations are shared per category (web/public/images/news/<category>.svg): cached once, a few hundred bytes each.
 */
export const NEWS_ARTICLES: readonly NewsArticleSeed[] = [...NEWS_2025, ...NEWS_2026];
