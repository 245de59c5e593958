import type { Context } from 'koa';
import type { SessionKind } from './sessions';
import { SESSION_ABSOLUTE_MS } from './sessions';

/** Admin and student sessions use distinct cookies: signing in to one never opens the other. */
export const SESSION_COOKIES: Record<SessionKind, string> = { admin: 'mc_admin', portal: 'mc_portal' };

export function readSessionCookie(ctx: Context, kind: SessionKind): string | undefined {
  return ctx.cookies.get(SESSION_COOKIES[kind]) ?? undefined;
}

export function setSessionCookie(ctx: Context, kind: SessionKind, id: string): void {
  ctx.cookies.set(SESSION_COOKIES[kind], id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context, kind: SessionKind): void {
  ctx.cookies.set(SESSION_COOKIES[kind], '', { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/', maxAge: 0 });
}
