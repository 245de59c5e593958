import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { loginSchema, PORTAL_ME_PATH, portalActivateCheckSchema, portalActivateSchema, type PortalDashboard } from '@contract';
import type { AppContext } from '../app-context';
import { readSessionCookie } from '../auth/cookies';
import { deleteSession } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { buildPortalDashboard } from './dashboard';
import { activatePortalAccount, usableInvite } from './invites';
import { findActivePortalAccount, loadPortalRecords, recordPortalLogin, type PortalAccount } from './queries';
import { clearPortalCookies, requirePortalStudent, signedInStudent, signOutStudent, startPortalSession, type PortalState } from './session';
import { signInStudent } from './sign-in-student';

async function dashboardOf(db: Knex, account: PortalAccount): Promise<PortalDashboard> {
  return buildPortalDashboard(account, await loadPortalRecords(db, account.studentId));
}

/**
 * The signed-in student's dashboard for the server's render of the portal page (api/src/http/web-app.ts), as
 * GET /api/portal/me answers it; null, and the stale cookies dropped, when the session has ended.
 */
export const portalPageState =
  ({ db }: AppContext) =>
  async (ctx: Context): Promise<{ apiPath: string; data: PortalDashboard } | null> => {
    const account = await signedInStudent(db.knex, ctx);
    if (!account) {
      clearPortalCookies(ctx);
      return null;
    }
    return { apiPath: PORTAL_ME_PATH, data: await dashboardOf(db.knex, account) };
  };

// A student's own data: never kept by the browser's or any shared cache.
function privateAnswer(ctx: Context, body: PortalDashboard): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

export function portalRoutes({ db }: AppContext): Router {
  const router = new Router({ prefix: '/api/portal', sensitive: true });

  // Answers the dashboard itself, so the form reaches the signed-in screen in one round trip.
  router.post('/login', async (ctx) => {
    const account = await signInStudent(ctx, db.knex, parseInput(loginSchema, ctx.request.body, 'sign-in'));
    privateAnswer(ctx, await dashboardOf(db.knex, account));
  });

  // An invitation link spent on a password (docs/PRODUCT.md §2.7): the student is signed in, as by the login, and
  // the answer is the dashboard. A used, expired or replaced link is a 404/410 that says so, and creates nothing.
  router.post('/activate', async (ctx) => {
    const { token, password } = parseInput(portalActivateSchema, ctx.request.body, 'activation');
    const account = await findActivePortalAccount(db.knex, await activatePortalAccount(db.knex, token, password));
    if (!account) throw new Error('the activated portal account cannot be read back');
    await deleteSession(db.knex, readSessionCookie(ctx, 'portal'));
    await startPortalSession(ctx, db.knex, account.id);
    await recordPortalLogin(db.knex, account.id);
    privateAnswer(ctx, await dashboardOf(db.knex, account));
  });

  // The page asks when it opens, so a used, expired or replaced link says so before a password is typed. A POST: the
  // token stays out of URLs. The answer holds nothing about the student.
  router.post('/activate/check', async (ctx) => {
    const { token } = parseInput(portalActivateCheckSchema, ctx.request.body, 'link');
    await usableInvite(db.knex, token, new Date());
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  router.post('/logout', async (ctx) => {
    await signOutStudent(ctx, db.knex);
    ctx.status = 204;
  });

  router.get<PortalState>('/me', requirePortalStudent(db.knex), async (ctx) => {
    privateAnswer(ctx, await dashboardOf(db.knex, ctx.state.portal));
  });

  return router;
}
