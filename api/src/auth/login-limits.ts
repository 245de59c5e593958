import type { Knex } from 'knex';
import { countHit, waitText, type Bucket, type LimitRule as BaseRule } from '../data/rate-limits';
import { RateLimitedError } from '../data/errors';
import type { SessionKind } from './sessions';

/**
 * Limits on sign-in attempts, counted in Postgres with the shared rate limiter (data/rate-limits.ts). An attempt is
 * counted BEFORE its password is checked, and refused when any of its buckets is full. A success gives its hit
 * back: the account's own counters are cleared, and the address loses this one attempt only, so an address
 * guessing at other accounts keeps its count.
 */
export type LimitRule = BaseRule & { scope: 'account' | 'address' };

export const LOGIN_LIMITS: readonly LimitRule[] = [
  { scope: 'account', windowSeconds: 60, max: 5 },
  { scope: 'account', windowSeconds: 60 * 60, max: 100 },
  // An office or a recruitment fair signs many people in from one address: its limits are wider.
  { scope: 'address', windowSeconds: 60, max: 30 },
  { scope: 'address', windowSeconds: 60 * 60, max: 300 },
];

/** `username` as `normalizeUsername` gives it (sign-in.ts): one account, one counter. */
export type LoginAttempt = { kind: SessionKind; username: string; address: string };
type LoginBucket = Bucket & { rule: LimitRule };

function bucketsOf({ kind, username, address }: LoginAttempt): LoginBucket[] {
  return LOGIN_LIMITS.map((rule) => {
    const who = rule.scope === 'account' ? username : address;
    return { key: `${kind}:${rule.scope}:${rule.windowSeconds}:${who}`, rule };
  });
}

/** Counts one attempt, or throws 429 with Retry-After when a limit is reached (the attempt is then not counted). */
export async function countLoginAttempt(db: Knex, attempt: LoginAttempt, now = new Date()): Promise<void> {
  const wait = await countHit(db, bucketsOf(attempt), now);
  if (wait !== null) {
    throw new RateLimitedError(waitText('signInLimited', wait), wait);
  }
}

/** A successful sign-in: the account's counters go, the address keeps every attempt but this one. */
export async function loginSucceeded(db: Knex, attempt: LoginAttempt, now = new Date()): Promise<void> {
  const buckets = bucketsOf(attempt);
  const keys = (scope: LimitRule['scope']) => buckets.filter((b) => b.rule.scope === scope).map((b) => b.key);
  await db('rate_limits').whereIn('bucket', keys('account')).delete();
  await db('rate_limits')
    .whereIn('bucket', keys('address'))
    .andWhere('hits', '>', 0)
    .andWhere('expires_at', '>', now)
    .decrement('hits', 1);
}
