import type { Knex } from 'knex';
import type { Context } from 'koa';
import { normalizeUsername } from '@contract';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { countLoginAttempt, loginSucceeded } from './login-limits';
import { verifyPassword } from './passwords';
import type { SessionKind } from './sessions';

type SignIn<Account> = {
  kind: SessionKind;
  credentials: { username: string; password: string };
  /** The account signing in under that username (normalized: `normalizeUsername`), with its password hash. */
  find: (username: string) => Promise<(Account & { passwordHash: string }) | undefined>;
  /**
   * How the name typed becomes the one `find` looks up: `normalizeUsername` unless given (the portal also takes
   * a phone number, which has spaces). Null: it names no account.
   */
  normalize?: (typed: string) => string | null;
  /**
   * The name an account found is counted under, when one account answers to several names (a student's username,
   * e-mail and phone): every spelling then shares that account's counter. Unset: the normalized name typed.
   */
  accountKey?: (account: Account) => string;
  /** What a wrong username or password is told (the same for both). */
  refusal: string;
};

/**
 * The account whose password matches, or a 401. The attempt is counted before the password is checked (a 429 past
 * the limits), and given back when it succeeds. The username is normalized here, once: the account's counter and
 * the lookup use the same name, so no spelling of a name reaches an account under a counter of its own. A name
 * that normalizes to nothing finds no account (its password is checked against a dummy hash all the same).
 */
export async function signIn<Account>(
  ctx: Context,
  db: Knex,
  { kind, credentials, find, normalize = normalizeUsername, accountKey, refusal }: SignIn<Account>,
): Promise<Account> {
  const username = normalize(credentials.username);
  // Looked up first (a read), so the attempt is counted under the account it reaches, whichever name reached it.
  const found = username === null ? undefined : await find(username);
  const key = found && accountKey ? accountKey(found) : (username ?? credentials.username);
  const attempt = { kind, username: key, address: clientAddress(ctx) };
  await countLoginAttempt(db, attempt);
  if (!(await verifyPassword(found?.passwordHash, credentials.password)) || !found) throw new HttpError(401, refusal);
  await loginSucceeded(db, attempt);
  return found;
}
