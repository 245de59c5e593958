import Router from '@koa/router';
import { applicationListQuerySchema } from '../contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { listApplications } from './queries';

export function applicationRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  router.get('/applications', requireAdmin(db.knex), requirePermission('applications:read'), noStore, async (ctx) => {
    const query = parseInput(applicationListQuerySchema, ctx.query, 'application list query');
    ctx.body = await listApplications(db.knex, query);
  });
  return router;
}
