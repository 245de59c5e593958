import Router from '@koa/router';
import { ASSIGNED_WORKS, ASSIGNEES_READ_BY, can } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { listAssignableStaff } from './queries';

export function staffRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/staff', sensitive: true });
  // The owner pickers and filters: each kind of work's staff, for a role that reads the records it is on.
  router.get('/assignable', requireAdmin(db.knex), requirePermission('students:read'), noStore, async (ctx) => {
    const { role } = ctx.state.admin;
    ctx.body = await listAssignableStaff(db.knex, ASSIGNED_WORKS.filter((work) => can(role, ASSIGNEES_READ_BY[work])));
  });
  return router;
}
