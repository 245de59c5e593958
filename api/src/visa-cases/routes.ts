import Router from '@koa/router';
import { createVisaCaseSchema, updateVisaCaseSchema, visaCaseListQuerySchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { listVisaCases } from './queries';
import { createVisaCase, updateVisaCase } from './write-queries';

export function visaCaseRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  const write = [requireAdmin(db.knex), requirePermission('visas:write'), noStore] as const;

  router.get('/visa-cases', requireAdmin(db.knex), requirePermission('visas:read'), noStore, async (ctx) => {
    const query = parseInput(visaCaseListQuerySchema, ctx.query, 'visa case list query');
    ctx.body = await listVisaCases(db.knex, query);
  });

  // The same create sent twice (same client id) stores one visa case: 201 first, then 200 with it.
  router.post('/visa-cases', ...write, async (ctx) => {
    const input = parseInput(createVisaCaseSchema, ctx.request.body, 'visa case');
    const { item, created } = await createVisaCase(db.knex, input, ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = item;
  });

  router.patch('/visa-cases/:id', ...write, async (ctx) => {
    const id = recordId(ctx.params.id, 'visa case');
    const patch = parseInput(updateVisaCaseSchema, ctx.request.body, 'change');
    ctx.body = await updateVisaCase(db.knex, id, patch, ctx.state.admin.id);
  });
  return router;
}
