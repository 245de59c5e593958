import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Health } from '@contract';
import type { AppContext } from '../app-context';

// A load balancer's health check gives up after a few seconds: a database that hangs is as bad as one that is down.
const DATABASE_CHECK_MS = 3000;

async function databaseAnswers(db: Knex): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const check = db.raw('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

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
