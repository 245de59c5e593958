import type { Context } from 'koa';
import type { SessionKind } from './sessions';
import { SESSION_ABSOLUTE_MS } from './sessions';

/** Admin and student sessions use distinct cookies: signing in to one never opens the other. */
export const SESSION_COOKIES: Record<SessionKind, string> = { admin: 'mc_admin', portal: 'mc_portal' };

/**
 * Over HTTPS the cookie is `__Host-mc_admin`: browsers take it only when Secure, Path=/ and without Domain,
 * so no subdomain or plain-HTTP page can plant or overwrite it. Plain HTTP (local use) keeps the bare name.
 * Each scheme reads only its own name: a cookie planted over HTTP is never read over HTTPS.
 */
export function sessionCookieName(kind: SessionKind, secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIES[kind]}` : SESSION_COOKIES[kind];
}

export function readSessionCookie(ctx: Context, kind: SessionKind): string | undefined {
  return ctx.cookies.get(sessionCookieName(kind, ctx.secure)) ?? undefined;
}

export function setSessionCookie(ctx: Context, kind: SessionKind, id: string): void {
  ctx.cookies.set(sessionCookieName(kind, ctx.secure), id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context, kind: SessionKind): void {
  ctx.cookies.set(sessionCookieName(kind, ctx.secure), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: 0,
  });
}
