import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { publicCache } from '../http/public-cache';
import { listUniversities, readPartnerUniversity } from './queries';

export function universityRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  router.get('/api/universities', publicCache, async (ctx) => {
    ctx.body = await listUniversities(db.knex);
  });
  router.get('/api/universities/:id', publicCache, async (ctx) => {
    ctx.body = await readPartnerUniversity(db.knex, ctx.params.id);
  });
  return router;
}
