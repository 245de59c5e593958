import type { Knex } from 'knex';
import type { AdminArticle, ArticleCreateInput, ArticlePatchInput, ArticleStatus, Page } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { recordNotFound } from '../data/errors';
import { versionedUpdate } from '../data/versioned-update';

// News articles as the Content section writes them (docs/PRODUCT.md §3.12). Each write bumps the content version
// (the table's trigger), so the public pages and the sitemap show it on the next request.

type Row = {
  id: number;
  title: string;
  category: AdminArticle['category'];
  author: string;
  excerpt: string | null;
  content: string;
  tags: string[];
  image_url: string;
  language: AdminArticle['language'];
  status: ArticleStatus;
  published_at: Date | null;
  version: number;
  updated_at: Date;
};

const COLUMNS = ['id', 'title', 'category', 'author', 'excerpt', 'content', 'tags', 'image_url', 'language', 'status', 'published_at', 'version', 'updated_at'] as const;

const toAdminArticle = (r: Row): AdminArticle => ({
  id: r.id,
  title: r.title,
  category: r.category,
  author: r.author,
  excerpt: r.excerpt,
  content: r.content,
  tags: r.tags,
  imageUrl: r.image_url,
  language: r.language,
  status: r.status,
  publishAt: r.published_at?.toISOString() ?? null,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

/** Every article, drafts included, the most recently edited first; `search` in the title, `status` exact. */
export async function listAdminArticles(db: Knex, { search, status }: { search?: string; status?: ArticleStatus }): Promise<Page<AdminArticle>> {
  const query = db('news_articles').select<Row[]>(COLUMNS).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (status) query.where({ status });
  if (search?.trim()) query.whereILike('title', `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const items = (await query).map(toAdminArticle);
  return { items, total: items.length, totalAll: items.length, nextCursor: null };
}

export async function readAdminArticle(db: Knex, id: number): Promise<AdminArticle> {
  const row = await db('news_articles').where({ id }).first<Row | undefined>(COLUMNS);
  if (!row) throw recordNotFound('article');
  return toAdminArticle(row);
}

/**
 * When the article is public: a scheduled one at its publishAt; a published one since it was first published (now,
 * the first time); a draft or an archived one keeps what it had, so publishing it again keeps its date.
 */
function publishedAt(status: ArticleStatus, publishAt: string | null | undefined, current: Date | null, now: Date): Date | null {
  if (status === 'scheduled') return publishAt ? new Date(publishAt) : current;
  if (status === 'published') return current && current <= now ? current : now;
  return current;
}

const columnsOf = (input: Partial<ArticleCreateInput>) => ({
  ...(input.title !== undefined && { title: input.title }),
  ...(input.category !== undefined && { category: input.category }),
  ...(input.author !== undefined && { author: input.author }),
  ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
  ...(input.content !== undefined && { content: input.content }),
  ...(input.tags !== undefined && { tags: input.tags }),
  ...(input.imageUrl !== undefined && { image_url: input.imageUrl }),
  ...(input.language !== undefined && { language: input.language }),
  ...(input.status !== undefined && { status: input.status }),
});

/** Creates an article; the editor's id makes a resent create answer the stored one (created: false). */
export async function createArticle(db: Knex, { id: clientId, publishAt, ...input }: ArticleCreateInput, actorId: string, now = new Date()): Promise<{ article: AdminArticle; created: boolean }> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const existing = await trx('news_articles').where({ client_id: clientId }).first<Row | undefined>(COLUMNS);
      if (existing) return { article: toAdminArticle(existing), created: false };
      const [row] = await trx('news_articles')
        .insert({ ...columnsOf(input), client_id: clientId, published_at: publishedAt(input.status, publishAt, null, now), created_at: now, updated_at: now })
        .returning<Row[]>(COLUMNS);
      const article = toAdminArticle(row!);
      await recordActivity(trx, { actorId, entity: 'news_article', entityId: String(article.id), action: 'created', before: null, after: article });
      return { article, created: true };
    }),
  );
}

/** Edits an article at the version the editor saw (data/versioned-update.ts: 409 with the current article otherwise). */
export async function updateArticle(db: Knex, id: number, { version, ...patch }: ArticlePatchInput, actorId: string, now = new Date()): Promise<AdminArticle> {
  // A publishAt is compared as the instant it names, whatever its spelling; none given (null) changes nothing.
  const changes = { ...patch, publishAt: patch.publishAt ? new Date(patch.publishAt).toISOString() : undefined };
  const { item } = await versionedUpdate<Row, AdminArticle, typeof changes>(db, {
    table: 'news_articles',
    id,
    noun: 'article',
    version,
    now,
    read: (trx) => readAdminArticle(trx, id),
    changes,
    columns: ({ publishAt: _, ...changed }, { locked }) => ({
      ...columnsOf(changed),
      published_at: publishedAt(changed.status ?? locked.status, patch.publishAt, locked.published_at, now),
    }),
    audit: (trx, before, after) => recordActivity(trx, { actorId, entity: 'news_article', entityId: String(id), action: 'updated', before, after }),
  });
  return item;
}
