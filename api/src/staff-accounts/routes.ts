import Router from '@koa/router';
import {
  STAFF_ACTIVATE_PATH,
  staffActivateSchema,
  staffCreateSchema,
  staffPatchSchema,
  type AdminUser,
  type StaffAccountWithLink,
} from '@contract';
import type { AppContext } from '../app-context';
import { findActiveAdmin, requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { readSessionCookie, setSessionCookie } from '../auth/cookies';
import { createSession, deleteSession } from '../auth/sessions';
import { linkBase } from '../http/link-base';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { usableStaffLink } from './links';
import { createStaff, issueLinkFor, listStaff, setPasswordWithLink, updateStaff, type IssuedLink } from './queries';

/** Staff accounts (super_admin) and the page their one-time links open (docs/PRODUCT.md §3.11). */
export function staffAccountRoutes({ db, config }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  router.use(noStore);
  const manage = [requireAdmin(db.knex), requirePermission('staff:manage')] as const;

  const withLink = (ctx: Parameters<typeof linkBase>[0], { account, token, expiresAt }: IssuedLink): StaffAccountWithLink => ({
    account,
    activationUrl: `${linkBase(ctx, config)}${STAFF_ACTIVATE_PATH}?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  });

  router.get('/staff', ...manage, async (ctx) => {
    ctx.body = await listStaff(db.knex);
  });

  router.post('/staff', ...manage, async (ctx) => {
    const input = parseInput(staffCreateSchema, ctx.request.body, 'staff account');
    ctx.status = 201;
    ctx.body = withLink(ctx, await createStaff(db.knex, input, ctx.state.admin.id));
  });

  router.patch('/staff/:id', ...manage, async (ctx) => {
    const patch = parseInput(staffPatchSchema, ctx.request.body, 'staff account');
    ctx.body = await updateStaff(db.knex, recordId(ctx.params.id, 'staff account'), patch, ctx.state.admin.id);
  });

  router.post('/staff/:id/reset-link', ...manage, async (ctx) => {
    ctx.status = 201;
    ctx.body = withLink(ctx, await issueLinkFor(db.knex, recordId(ctx.params.id, 'staff account'), ctx.state.admin.id));
  });

  // The holder of a link chooses a password and is signed in, as by the login; a used, expired or replaced link is
  // a 404/410 that says so. The check lets the page say it before a password is typed (a POST: no token in URLs).
  router.post('/activate', async (ctx) => {
    const { token, password } = parseInput(staffActivateSchema, ctx.request.body, 'activation');
    const admin: AdminUser | undefined = await findActiveAdmin(db.knex, await setPasswordWithLink(db.knex, token, password));
    if (!admin) throw new Error('the activated staff account cannot be read back');
    await deleteSession(db.knex, readSessionCookie(ctx, 'admin'));
    setSessionCookie(ctx, 'admin', await createSession(db.knex, 'admin', admin.id, { userAgent: ctx.get('user-agent') }));
    ctx.body = admin;
  });

  router.post('/activate/check', async (ctx) => {
    const { token } = parseInput(staffActivateSchema.pick({ token: true }), ctx.request.body, 'link');
    await usableStaffLink(db.knex, token, new Date());
    ctx.status = 204;
  });

  return router;
}
