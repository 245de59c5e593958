import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { loginSchema, type PortalDashboard } from '@contract';
import type { AppContext } from '../app-context';
import { readSessionCookie } from '../auth/cookies';
import { deleteSession } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import { parseInput } from '../http/validate';
import { buildPortalDashboard } from './dashboard';
import { findPortalAccountForLogin, loadPortalRecords, recordPortalLogin, type PortalAccount } from './queries';
import { clearPortalCookies, requirePortalStudent, startPortalSession, type PortalState } from './session';

export const PORTAL_WRONG_CREDENTIALS = 'Wrong username or password. Please check both and try again.';

async function dashboardOf(db: Knex, account: PortalAccount): Promise<PortalDashboard> {
  return buildPortalDashboard(account, await loadPortalRecords(db, account.studentId));
}

// A student's own data: never kept by the browser's or any shared cache.
function privateAnswer(ctx: Context, body: PortalDashboard): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

export function portalRoutes({ db }: AppContext): Router {
  const router = new Router({ prefix: '/api/portal' });

  // Answers the dashboard itself, so the form reaches the signed-in screen in one round trip.
  router.post('/login', async (ctx) => {
    const found = await signIn(ctx, db.knex, {
      kind: 'portal',
      credentials: parseInput(loginSchema, ctx.request.body, 'sign-in'),
      find: (username) => findPortalAccountForLogin(db.knex, username),
      refusal: PORTAL_WRONG_CREDENTIALS,
    });
    const account: PortalAccount = { id: found.id, studentId: found.studentId, username: found.username, name: found.name, stage: found.stage };
    // A new session id at every login; the one the browser held before is ended.
    await deleteSession(db.knex, readSessionCookie(ctx, 'portal'));
    await startPortalSession(ctx, db.knex, account.id);
    await recordPortalLogin(db.knex, account.id);
    privateAnswer(ctx, await dashboardOf(db.knex, account));
  });

  router.post('/logout', async (ctx) => {
    await deleteSession(db.knex, readSessionCookie(ctx, 'portal'));
    clearPortalCookies(ctx);
    ctx.status = 204;
  });

  router.get<PortalState>('/me', requirePortalStudent(db.knex), async (ctx) => {
    privateAnswer(ctx, await dashboardOf(db.knex, ctx.state.portal));
  });

  return router;
}
