import type { Knex } from 'knex';
import type { Context, Middleware, Next } from 'koa';
import { can, type AdminUser, type Permission } from '@contract';
import { isBackgroundRequest } from '../http/background-request';
import { HttpError } from '../http/errors';
import { readSessionCookie } from './cookies';
import { assertRecordInScope } from '../data/row-scope';
import { resolveSession } from './sessions';

export type AdminState = { admin: AdminUser };

export async function findActiveAdmin(db: Knex, id: string): Promise<AdminUser | undefined> {
  const row = await db('admin_users')
    .select('id', 'username', 'full_name as fullName', 'role')
    .where({ id, active: true })
    .first<AdminUser | undefined>();
  return row;
}

/** The signed-in admin, or a 401. Sets ctx.state.admin for the routes below it. */
export function requireAdmin(db: Knex): Middleware<AdminState> {
  return async (ctx: Context, next: Next) => {
    const adminId = await resolveSession(db, 'admin', readSessionCookie(ctx, 'admin'), { touch: !isBackgroundRequest(ctx) });
    const admin = adminId ? await findActiveAdmin(db, adminId) : undefined;
    if (!admin) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    ctx.state.admin = admin;
    // A record outside the person's row scope is a 404 on every path naming it (api/src/data/row-scope.ts).
    await assertRecordInScope(db, admin, ctx.path);
    await next();
  };
}

/** A 403 unless the signed-in admin's role has the permission, or one of them (the matrix lives in the contract). */
export function requirePermission(...permissions: [Permission, ...Permission[]]): Middleware<AdminState> {
  return async (ctx, next) => {
    if (!permissions.some((p) => can(ctx.state.admin.role, p))) {
      throw new HttpError(403, 'Your role does not allow this.');
    }
    await next();
  };
}
