import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { requireAdmin, type AdminState } from '../auth/admin-session';
import { recordsFor } from '../auth/read-scope';
import { SYNC_READ_PERMISSION, can, syncQuerySchema } from '@contract';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { syncPage } from './queries';

export function syncRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  // The permission depends on the entity asked for, so it is checked after parsing, not by requirePermission.
  router.get('/sync', requireAdmin(db.knex), noStore, async (ctx) => {
    const query = parseInput(syncQuerySchema, ctx.query, 'sync query');
    if (!can(ctx.state.admin.role, SYNC_READ_PERMISSION[query.entity])) {
      throw new HttpError(403, 'Your role does not allow this.');
    }
    const page = await syncPage(db.knex, query);
    // The offline copy is filled from here: it holds only the fields the role may read.
    ctx.body = { ...page, items: recordsFor(ctx.state.admin.role, query.entity, page.items) };
  });
  return router;
}
