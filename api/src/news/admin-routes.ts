import Router from '@koa/router';
import { z } from 'zod';
import { ARTICLE_STATUSES, articleCreateSchema, articlePatchSchema, articlePreviewSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { createArticle, listAdminArticles, readAdminArticle, updateArticle } from './admin-queries';
import { renderArticleBody } from './markdown';

const listQuerySchema = z.object({ search: z.string().max(200).optional(), status: z.enum(ARTICLE_STATUSES).optional() });

function articleId(param: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(param ?? '') ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, 'No article with this id: it may have been removed.');
  return id;
}

/** The Content section's articles (docs/PRODUCT.md §3.12), for roles with content:write. */
export function adminNewsRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/news', sensitive: true });
  router.use(noStore, requireAdmin(db.knex), requirePermission('content:write'));

  router.get('/', async (ctx) => {
    ctx.body = await listAdminArticles(db.knex, parseInput(listQuerySchema, ctx.query, 'article list query'));
  });

  // What the article's page will show: the same renderer and sanitiser, so the preview is what readers get.
  router.post('/preview', (ctx) => {
    const { content } = parseInput(articlePreviewSchema, ctx.request.body, 'preview');
    ctx.body = { html: renderArticleBody(content) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await readAdminArticle(db.knex, articleId(ctx.params.id));
  });

  router.post('/', async (ctx) => {
    const { article, created } = await createArticle(db.knex, parseInput(articleCreateSchema, ctx.request.body, 'article'), ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = article;
  });

  router.patch('/:id', async (ctx) => {
    const patch = parseInput(articlePatchSchema, ctx.request.body, 'article');
    ctx.body = await updateArticle(db.knex, articleId(ctx.params.id), patch, ctx.state.admin.id);
  });

  return router;
}
