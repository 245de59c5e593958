import type { Knex } from 'knex';
import { tooManyRequests } from '../http/errors';
import type { SessionKind } from './sessions';

/**
 * Limits on sign-in attempts, counted in Postgres so that every API process sees the same counts. A bucket
 * ("admin:account:60:hodan") is one row: a window that opens at its first attempt and lasts `windowSeconds`,
 * with the attempts counted in it; the first attempt after it ends opens a new one.
 *
 * An attempt is counted BEFORE its password is checked, in one transaction that refuses it when any of its
 * buckets is full: parallel guesses cannot slip past the limit between a check and an increment, and a refused
 * attempt counts nowhere. A success gives its hit back: the account's own counters are cleared, and the
 * address loses this one attempt only, so an address guessing at other accounts keeps its count.
 */
export type LimitRule = { scope: 'account' | 'address'; windowSeconds: number; max: number };

export const LOGIN_LIMITS: readonly LimitRule[] = [
  { scope: 'account', windowSeconds: 60, max: 5 },
  { scope: 'account', windowSeconds: 60 * 60, max: 100 },
  // An office or a recruitment fair signs many people in from one address: its limits are wider.
  { scope: 'address', windowSeconds: 60, max: 30 },
  { scope: 'address', windowSeconds: 60 * 60, max: 300 },
];

/** `username` as `normalizeUsername` gives it (sign-in.ts): one account, one counter. */
export type LoginAttempt = { kind: SessionKind; username: string; address: string };
type Bucket = { key: string; rule: LimitRule };

function bucketsOf({ kind, username, address }: LoginAttempt): Bucket[] {
  const buckets = LOGIN_LIMITS.map((rule) => {
    const who = rule.scope === 'account' ? username : address;
    return { key: `${kind}:${rule.scope}:${rule.windowSeconds}:${who}`, rule };
  });
  // Always the same lock order, so two attempts never deadlock on each other's rows.
  return buckets.sort((a, b) => a.key.localeCompare(b.key));
}

function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

// One statement per bucket: open a window if there is none or it has ended, else count while below the limit.
// No row comes back when the bucket is full.
const COUNT_SQL = `
  insert into rate_limits as r (bucket, window_start, hits, expires_at) values (?, ?, 1, ?)
  on conflict (bucket) do update set
    hits = case when r.expires_at <= excluded.window_start then 1 else r.hits + 1 end,
    window_start = case when r.expires_at <= excluded.window_start then excluded.window_start else r.window_start end,
    expires_at = case when r.expires_at <= excluded.window_start then excluded.expires_at else r.expires_at end
  where r.expires_at <= excluded.window_start or r.hits < ?
  returning hits`;

class LimitReached extends Error {
  constructor(readonly until: Date) {
    super('sign-in limit reached');
  }
}

const PRUNE_EVERY_MS = 60_000;
let lastPruned = 0;

/** Counts one attempt, or throws 429 with Retry-After when a limit is reached (the attempt is then not counted). */
export async function countLoginAttempt(db: Knex, attempt: LoginAttempt, now = new Date()): Promise<void> {
  try {
    await db.transaction(async (trx) => {
      let until = 0;
      for (const { key, rule } of bucketsOf(attempt)) {
        const expires = new Date(now.getTime() + rule.windowSeconds * 1000);
        const result = (await trx.raw(COUNT_SQL, [key, now, expires, rule.max])) as { rows: unknown[] };
        if (result.rows.length > 0) continue;
        const row = await trx('rate_limits').select('expires_at').where({ bucket: key }).first<{ expires_at: Date }>();
        until = Math.max(until, row.expires_at.getTime());
      }
      // Thrown inside: the transaction rolls back, so a refused attempt counts nowhere.
      if (until) throw new LimitReached(new Date(until));
    });
  } catch (err) {
    if (!(err instanceof LimitReached)) throw err;
    const seconds = Math.max(1, Math.ceil((err.until.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(waitMessage(seconds), seconds);
  }
  if (Math.abs(now.getTime() - lastPruned) > PRUNE_EVERY_MS) {
    lastPruned = now.getTime();
    await db('rate_limits').where('expires_at', '<', now).delete();
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
