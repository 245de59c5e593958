import type { Knex } from 'knex';
import type { ArticleCategory, NewsArticle } from '@contract';

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
};

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
});

/** Newest first; `category` undefined means every category. */
export async function listNews(db: Knex, category?: ArticleCategory): Promise<NewsArticle[]> {
  const query = db<NewsRow>('news_articles').select('*').orderBy([
    { column: 'published_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  if (category) query.where({ category });
  return (await query).map(toArticle);
}

export async function getNewsArticle(db: Knex, id: number): Promise<NewsArticle | undefined> {
  const row = await db<NewsRow>('news_articles').where({ id }).first();
  return row ? toArticle(row) : undefined;
}
