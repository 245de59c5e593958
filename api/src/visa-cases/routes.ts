import Router from '@koa/router';
import { visaCaseListQuerySchema } from '../contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { listVisaCases } from './queries';

export function visaCaseRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  router.get('/visa-cases', requireAdmin(db.knex), requirePermission('visas:read'), noStore, async (ctx) => {
    const query = parseInput(visaCaseListQuerySchema, ctx.query, 'visa case list query');
    ctx.body = await listVisaCases(db.knex, query);
  });
  return router;
}
