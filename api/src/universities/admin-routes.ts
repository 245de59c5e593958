import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { listUniversityOptions } from './queries';

export function adminUniversityRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  router.get('/universities', requireAdmin(db.knex), requirePermission('universities:read'), noStore, async (ctx) => {
    ctx.body = await listUniversityOptions(db.knex);
  });
  return router;
}
