import Router from '@koa/router';
import { analyticsQuerySchema, can, type Analytics } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { figuresCache } from '../data/figures-cache';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { getAnalytics } from './queries';

export function analyticsRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  router.get('/analytics', requireAdmin(db.knex), requirePermission('analytics:read'), noStore, async (ctx) => {
    const { range } = parseInput(analyticsQuerySchema, ctx.query, 'analytics query');
    // The cache holds the full figures per range; what a role may not see is removed per request, never cached per role.
    const figures = await figuresCache(db.knex).analytics.get(range, () => getAnalytics(db.knex, range));
    const body: Analytics = can(ctx.state.admin.role, 'revenue:read') ? figures : { ...figures, revenueMetrics: null };
    ctx.body = body;
  });
  return router;
}
