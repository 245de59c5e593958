import Router from '@koa/router';
import { applicationListQuerySchema, createApplicationSchema, updateApplicationSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { listApplications } from './queries';
import { createApplication, updateApplication } from './write-queries';

export function applicationRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  const write = [requireAdmin(db.knex), requirePermission('applications:write'), noStore] as const;

  router.get('/applications', requireAdmin(db.knex), requirePermission('applications:read'), noStore, async (ctx) => {
    const query = parseInput(applicationListQuerySchema, ctx.query, 'application list query');
    ctx.body = await listApplications(db.knex, query);
  });

  // The same create sent twice (same client id) stores one application: 201 first, then 200 with it.
  router.post('/applications', ...write, async (ctx) => {
    const input = parseInput(createApplicationSchema, ctx.request.body, 'application');
    const { item, created } = await createApplication(db.knex, input, ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = item;
  });

  router.patch('/applications/:id', ...write, async (ctx) => {
    const id = recordId(ctx.params.id, 'application');
    const patch = parseInput(updateApplicationSchema, ctx.request.body, 'change');
    ctx.body = await updateApplication(db.knex, id, patch, ctx.state.admin.id);
  });
  return router;
}
