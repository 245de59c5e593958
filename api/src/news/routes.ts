import Router from '@koa/router';
import { z } from 'zod';
import { newsCategorySchema } from '@contract';
import type { AppContext } from '../app-context';
import { publicCache } from '../http/public-cache';
import { parseInput } from '../http/validate';
import { listNews, readPublishedArticle } from './queries';

const articleIdSchema = z.coerce.number({ error: 'The article id must be a number.' }).int().positive();

export function newsRoutes({ db }: AppContext): Router {
  const router = new Router({ prefix: '/api/news', sensitive: true });
  router.get('/', publicCache, async (ctx) => {
    ctx.body = await listNews(db.knex);
  });
  router.get('/article/:id', publicCache, async (ctx) => {
    const id = parseInput(articleIdSchema, ctx.params.id, 'article id');
    ctx.body = await readPublishedArticle(db.knex, id);
  });
  router.get('/:category', publicCache, async (ctx) => {
    const category = parseInput(newsCategorySchema, ctx.params.category, 'news category');
    ctx.body = await listNews(db.knex, category === 'all' ? undefined : category);
  });
  return router;
}
