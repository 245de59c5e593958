import Router from '@koa/router';
import type { Health } from '@contract';
import type { AppContext } from '../app-context';
import { databaseAnswers } from './queries';

/** `/api/health`: 200 "ok", or 503 "degraded" while the database cannot be reached (the process stays up). */
export function healthRoutes({ db, config }: AppContext): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const status: Health['status'] = (await databaseAnswers(db.knex)) ? 'ok' : 'degraded';
    const body: Health = { status, database: db.kind, version: config.version };
    ctx.status = status === 'ok' ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
