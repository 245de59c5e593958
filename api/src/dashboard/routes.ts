import Router from '@koa/router';
import type { DashboardSummary } from '@contract';
import { recentActivity } from '../activity/queries';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { figuresCache } from '../data/figures-cache';
import { noStore } from '../http/no-store';
import { getDashboardSummary } from './queries';

export function dashboardRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  router.get('/dashboard', requireAdmin(db.knex), requirePermission('dashboard:read'), noStore, async (ctx) => {
    // Every role that may read the dashboard sees the same figures, so one cached copy serves them all. The
    // latest activity is read fresh (one short indexed read) and only about what the role may read.
    const [figures, recentUpdates] = await Promise.all([
      figuresCache(db.knex).dashboard.get('all', () => getDashboardSummary(db.knex)),
      recentActivity(db.knex, ctx.state.admin.role),
    ]);
    const body: DashboardSummary = { ...figures, recentUpdates };
    ctx.body = body;
  });
  return router;
}
