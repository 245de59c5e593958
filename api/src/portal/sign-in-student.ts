import type { Knex } from 'knex';
import type { Context } from 'koa';
import { PORTAL_FORM_ERRORS, type LoginInput } from '@contract';
import { readSessionCookie } from '../auth/cookies';
import { deleteSession } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import { findPortalAccountForLogin, recordPortalLogin, type PortalAccount } from './queries';
import { startPortalSession } from './session';

export const PORTAL_WRONG_CREDENTIALS = PORTAL_FORM_ERRORS.credentials;

/**
 * A student's sign-in, for the JSON API and the plain HTML form alike: the sign-in limits and password check of
 * auth/sign-in.ts (401/429 thrown), then a new session (the one the browser held before is ended) and the cookies.
 */
export async function signInStudent(ctx: Context, db: Knex, credentials: LoginInput): Promise<PortalAccount> {
  const found = await signIn(ctx, db, {
    kind: 'portal',
    credentials,
    find: (username) => findPortalAccountForLogin(db, username),
    refusal: PORTAL_WRONG_CREDENTIALS,
  });
  const account: PortalAccount = { id: found.id, studentId: found.studentId, username: found.username, name: found.name, stage: found.stage };
  await deleteSession(db, readSessionCookie(ctx, 'portal'));
  await startPortalSession(ctx, db, account.id);
  await recordPortalLogin(db, account.id);
  return account;
}
