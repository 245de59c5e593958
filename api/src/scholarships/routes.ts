import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { publicCache } from '../http/public-cache';
import { listScholarships } from './queries';

export function scholarshipRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  router.get('/api/scholarships', publicCache, async (ctx) => {
    ctx.body = await listScholarships(db.knex);
  });
  return router;
}
