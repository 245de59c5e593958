import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import { PORTAL_SIGNED_IN_COOKIE } from '@contract';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../auth/cookies';
import { createSession, deleteSession, resolveSession, SESSION_ABSOLUTE_MS } from '../auth/sessions';
import { isBackgroundRequest } from '../http/background-request';
import { HttpError } from '../http/errors';
import { findActivePortalAccount, type PortalAccount } from './queries';

export type PortalState = { portal: PortalAccount };

/** Opens a portal session: the http-only session cookie, and the readable hint the page checks before asking. */
export async function startPortalSession(ctx: Context, db: Knex, accountId: string): Promise<void> {
  setSessionCookie(ctx, 'portal', await createSession(db, 'portal', accountId, { userAgent: ctx.get('user-agent') }));
  ctx.cookies.set(PORTAL_SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS,
    overwrite: true,
  });
}

export function clearPortalCookies(ctx: Context): void {
  clearSessionCookie(ctx, 'portal');
  ctx.cookies.set(PORTAL_SIGNED_IN_COOKIE, '', { httpOnly: false, sameSite: 'lax', secure: ctx.secure, path: '/', maxAge: 0 });
}

/** Sign Out, from the API or the page's form: the session is deleted on the server and both cookies dropped. */
export async function signOutStudent(ctx: Context, db: Knex): Promise<void> {
  await deleteSession(db, readSessionCookie(ctx, 'portal'));
  clearPortalCookies(ctx);
}

/**
 * The signed-in student, or a 401 that also drops the stale cookies. Only the portal cookie and a session of
 * kind 'portal' count: an admin session never opens the portal.
 */
export function requirePortalStudent(db: Knex): Middleware<PortalState> {
  return async (ctx, next) => {
    const account = await signedInStudent(db, ctx);
    if (!account) {
      clearPortalCookies(ctx);
      throw new HttpError(401, 'Your session has ended. Please sign in again.');
    }
    ctx.state.portal = account;
    await next();
  };
}

/** The student this request's portal session belongs to (an active account), or undefined. */
export async function signedInStudent(db: Knex, ctx: Context): Promise<PortalAccount | undefined> {
  const accountId = await resolveSession(db, 'portal', readSessionCookie(ctx, 'portal'), { touch: !isBackgroundRequest(ctx) });
  return accountId ? await findActivePortalAccount(db, accountId) : undefined;
}
