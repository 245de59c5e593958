import Router from '@koa/router';
import { passwordChangeSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, type AdminState } from '../auth/admin-session';
import { readSessionCookie } from '../auth/cookies';
import { clientAddress } from '../http/client-address';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { changeOwnPassword, endOwnSession, listOwnSessions } from './queries';

/** The signed-in person's own account, for every role (docs/PRODUCT.md §3.11). */
export function myAccountRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/me', sensitive: true });
  router.use(noStore, requireAdmin(db.knex));
  // requireAdmin found a live session: the cookie is there.
  const sessionOf = (ctx: Parameters<typeof readSessionCookie>[0]) => readSessionCookie(ctx, 'admin')!;

  router.post('/password', async (ctx) => {
    const input = parseInput(passwordChangeSchema, ctx.request.body, 'password change');
    await changeOwnPassword(db.knex, { admin: ctx.state.admin, sessionId: sessionOf(ctx), address: clientAddress(ctx) }, input);
    ctx.status = 204;
  });

  router.get('/sessions', async (ctx) => {
    ctx.body = await listOwnSessions(db.knex, ctx.state.admin.id, sessionOf(ctx));
  });

  router.delete('/sessions/:id', async (ctx) => {
    await endOwnSession(db.knex, ctx.state.admin.id, ctx.params.id ?? '');
    ctx.status = 204;
  });

  return router;
}
