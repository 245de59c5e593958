import Router from '@koa/router';
import type { Health } from '../contract';
import type { AppContext } from '../app-context';

export function healthRoutes({ db, config }: AppContext): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    let status: Health['status'] = 'ok';
    try {
      await db.knex.raw('select 1');
    } catch {
      status = 'degraded';
    }
    const body: Health = { status, database: db.kind, version: config.version };
    ctx.status = status === 'ok' ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
