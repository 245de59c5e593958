import type { Knex } from 'knex';
import type { Context } from 'koa';
import { normalizeUsername, phoneDigits, type LoginInput } from '@contract';
import { validationText } from '@contract/i18n/validation';
import { readSessionCookie } from '../auth/cookies';
import { deleteSession } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import { findPortalAccountForLogin, recordPortalLogin, type PortalAccount } from './queries';
import { startPortalSession } from './session';

export const PORTAL_WRONG_CREDENTIALS = validationText('signInCredentials');

/** What a student types as the username: a phone number (its digits), or a username or e-mail (lower case). */
export const portalLoginName = (typed: string): string | null => phoneDigits(typed) ?? normalizeUsername(typed);

/**
 * A student's sign-in, for the JSON API and the plain HTML form alike: the sign-in limits and password check of
 * auth/sign-in.ts (401/429 thrown), then a new session (the one the browser held before is ended) and the cookies.
 * The username field also takes the student's e-mail or phone number (issue 14); the per-account limits count
 * the account reached, under its username, whichever of the three reached it.
 */
export async function signInStudent(ctx: Context, db: Knex, credentials: LoginInput): Promise<PortalAccount> {
  const found = await signIn(ctx, db, {
    kind: 'portal',
    credentials,
    normalize: portalLoginName,
    find: (name) => findPortalAccountForLogin(db, name),
    accountKey: (account) => account.username.toLowerCase(),
    refusal: PORTAL_WRONG_CREDENTIALS,
  });
  const account: PortalAccount = { id: found.id, studentId: found.studentId, username: found.username, name: found.name, stage: found.stage, preferredLanguage: found.preferredLanguage };
  await deleteSession(db, readSessionCookie(ctx, 'portal'));
  await startPortalSession(ctx, db, account.id);
  await recordPortalLogin(db, account.id);
  return account;
}
