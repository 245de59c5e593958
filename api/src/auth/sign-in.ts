import type { Knex } from 'knex';
import type { Context } from 'koa';
import { HttpError } from '../http/errors';
import { countLoginAttempt, loginSucceeded } from './login-limits';
import { verifyPassword } from './passwords';
import type { SessionKind } from './sessions';

type SignIn<Account> = {
  kind: SessionKind;
  credentials: { username: string; password: string };
  /** The account signing in under that username, with its password hash, if there is one. */
  find: (username: string) => Promise<(Account & { passwordHash: string }) | undefined>;
  /** What a wrong username or password is told (the same for both). */
  refusal: string;
};

/**
 * The account whose password matches, or a 401. The attempt is counted before the password is checked (a 429 past
 * the limits), and given back when it succeeds.
 */
export async function signIn<Account>(ctx: Context, db: Knex, { kind, credentials, find, refusal }: SignIn<Account>): Promise<Account> {
  const attempt = { kind, username: credentials.username, address: ctx.ip };
  await countLoginAttempt(db, attempt);
  const found = await find(credentials.username);
  if (!(await verifyPassword(found?.passwordHash, credentials.password)) || !found) throw new HttpError(401, refusal);
  await loginSucceeded(db, attempt);
  return found;
}
