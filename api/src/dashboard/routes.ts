import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { figuresCache } from '../http/figures-cache';
import { noStore } from '../http/no-store';
import { getDashboardSummary } from './queries';

export function dashboardRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  router.get('/dashboard', requireAdmin(db.knex), requirePermission('dashboard:read'), noStore, async (ctx) => {
    // Every role that may read the dashboard sees the same figures, so one cached copy serves them all.
    ctx.body = await figuresCache(db.knex).dashboard.get('all', () => getDashboardSummary(db.knex));
  });
  return router;
}
