import type { Knex } from 'knex';
import type { ArticleCategory, NewsArticle, NewsArticleDetail } from '@contract';
import { NotFoundError } from '../data/errors';
import { renderArticleBody } from './markdown';

type NewsRow = {
  id: number;
  title: string;
  author: string;
  published_at: Date;
  category: ArticleCategory;
  image_url: string;
  excerpt: string | null;
  content: string;
  tags: string[];
  language: NewsArticle['language'];
};

const PUBLIC_COLUMNS = ['id', 'title', 'author', 'published_at', 'category', 'image_url', 'excerpt', 'content', 'tags', 'language'] as const;

const toArticle = (r: NewsRow): NewsArticle => ({
  id: r.id,
  title: r.title,
  author: r.author,
  publishedAt: r.published_at.toISOString(),
  category: r.category,
  imageUrl: r.image_url,
  excerpt: r.excerpt,
  content: r.content,
  tags: r.tags,
  language: r.language,
});

/**
 * The articles the public may read (docs/PRODUCT.md §3.12): published, or scheduled with their time come. A scheduled
 * article therefore appears on its own at its time; drafts and archived articles never reach the public.
 */
export function publicArticles(db: Knex, now = new Date()): Knex.QueryBuilder {
  return db('news_articles').where((q) => q.where({ status: 'published' }).orWhere((s) => s.where({ status: 'scheduled' }).where('published_at', '<=', now)));
}

/** Newest first; `category` undefined means every category. */
export async function listNews(db: Knex, category?: ArticleCategory): Promise<NewsArticle[]> {
  const query = publicArticles(db)
    .select<NewsRow[]>(PUBLIC_COLUMNS)
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (category) query.where({ category });
  return (await query).map(toArticle);
}

/** One public article with its body rendered to sanitised HTML. */
export async function getNewsArticle(db: Knex, id: number): Promise<NewsArticleDetail | undefined> {
  const row = await publicArticles(db).where({ id }).first<NewsRow | undefined>(PUBLIC_COLUMNS);
  return row ? { ...toArticle(row), contentHtml: renderArticleBody(row.content) } : undefined;
}

/** GET /api/news/article/:id, and the server-rendered page that shows it: a published article, else a 404. */
export async function readPublishedArticle(db: Knex, id: number): Promise<NewsArticleDetail> {
  const article = await getNewsArticle(db, id);
  if (!article) throw new NotFoundError('This article does not exist or was removed.');
  return article;
}
