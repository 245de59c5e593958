import Router from '@koa/router';
import type { DashboardSummary } from '@contract';
import { recentActivity } from '../activity/queries';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { scopeKey } from '../data/row-scope';
import { figuresCache } from '../data/figures-cache';
import { noStore } from '../http/no-store';
import { getDashboardSummary } from './queries';

export function dashboardRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  router.get('/dashboard', requireAdmin(db.knex), requirePermission('dashboard:read'), noStore, async (ctx) => {
    // Every role that reads everyone sees the same figures, so one cached copy serves them all; a role with a row
    // scope (a counselor, a visa officer) counts their own caseload, cached per person. The latest activity is read
    // fresh (one short indexed read) and only about what the person may read.
    const { admin } = ctx.state;
    const key = scopeKey(admin);
    const [figures, recentUpdates] = await Promise.all([
      figuresCache(db.knex).dashboard.get(key || 'all', () => getDashboardSummary(db.knex, new Date(), key ? admin : undefined)),
      recentActivity(db.knex, admin),
    ]);
    const body: DashboardSummary = { ...figures, recentUpdates };
    ctx.body = body;
  });
  return router;
}
