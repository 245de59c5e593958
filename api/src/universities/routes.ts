import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { listUniversities } from './queries';

export function universityRoutes({ db }: AppContext): Router {
  const router = new Router();
  router.get('/api/universities', async (ctx) => {
    ctx.body = await listUniversities(db.knex);
  });
  return router;
}
