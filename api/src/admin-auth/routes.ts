import Router from '@koa/router';
import { loginSchema, type AdminUser } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, type AdminState } from '../auth/admin-session';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../auth/cookies';
import { createSession, deleteSession } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { findAdminForLogin } from './queries';

export function adminAuthRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  router.use(noStore);

  router.post('/login', async (ctx) => {
    const found = await signIn(ctx, db.knex, {
      kind: 'admin',
      credentials: parseInput(loginSchema, ctx.request.body, 'sign-in'),
      find: (username) => findAdminForLogin(db.knex, username),
      refusal: 'Invalid credentials. Please check your username and password.',
    });
    // A new session id at every login; the one the browser held before is ended.
    await deleteSession(db.knex, readSessionCookie(ctx, 'admin'));
    setSessionCookie(ctx, 'admin', await createSession(db.knex, 'admin', found.id, { userAgent: ctx.get('user-agent') }));
    const admin: AdminUser = { id: found.id, username: found.username, fullName: found.fullName, role: found.role };
    ctx.body = admin;
  });

  router.post('/logout', async (ctx) => {
    await deleteSession(db.knex, readSessionCookie(ctx, 'admin'));
    clearSessionCookie(ctx, 'admin');
    ctx.status = 204;
  });

  router.get('/session', requireAdmin(db.knex), (ctx) => {
    ctx.body = ctx.state.admin;
  });

  return router;
}
