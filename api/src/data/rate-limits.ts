import type { Knex } from 'knex';
import { validationText } from '@contract/i18n/validation';

/**
 * Counters in Postgres (table `rate_limits`), so that every API process sees the same counts. A bucket
 * ("admin:account:60:hodan", "newsletter:address:3600:10.0.0.1") is one row: a window that opens at its first hit
 * and lasts `windowSeconds`, with the hits counted in it; the first hit after it ends opens a new one.
 *
 * Hits are counted in one transaction that refuses them when any of their buckets is full: parallel requests
 * cannot slip past a limit between a check and an increment, and a refused hit counts nowhere (hammering does not
 * extend the wait).
 */
export type LimitRule = { windowSeconds: number; max: number };
export type Bucket = { key: string; rule: LimitRule };

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
    super('rate limit reached');
  }
}

const PRUNE_EVERY_MS = 60_000;
let lastPruned = 0;

/**
 * Counts one hit in every bucket, or none: the seconds to wait (at least 1) when one of them is full, else null.
 * Ended windows are pruned at most once a minute per process.
 */
export async function countHit(db: Knex, buckets: readonly Bucket[], now = new Date()): Promise<number | null> {
  // Always the same lock order, so two requests never deadlock on each other's rows.
  const ordered = [...buckets].sort((a, b) => a.key.localeCompare(b.key));
  let wait: number | null = null;
  try {
    await db.transaction(async (trx) => {
      let until = 0;
      for (const { key, rule } of ordered) {
        const expires = new Date(now.getTime() + rule.windowSeconds * 1000);
        const result = (await trx.raw(COUNT_SQL, [key, now, expires, rule.max])) as { rows: unknown[] };
        if (result.rows.length > 0) continue;
        const row = await trx('rate_limits').select('expires_at').where({ bucket: key }).first<{ expires_at: Date }>();
        until = Math.max(until, row.expires_at.getTime());
      }
      // Thrown inside: the transaction rolls back, so a refused hit counts nowhere.
      if (until) throw new LimitReached(new Date(until));
    });
  } catch (err) {
    if (!(err instanceof LimitReached)) throw err;
    wait = Math.max(1, Math.ceil((err.until.getTime() - now.getTime()) / 1000));
  }
  if (Math.abs(now.getTime() - lastPruned) > PRUNE_EVERY_MS) {
    lastPruned = now.getTime();
    await db('rate_limits').where('expires_at', '<', now).delete();
  }
  return wait;
}

/**
 * A student's 429 sentence (signing in, the newsletter, an enquiry), in English as a validation message, so that
 * every language has it (contract/i18n/) and the answer is put into the request's language. Its 'One' form for a
 * wait of one minute, whole minutes rounded up otherwise.
 */
export function waitText(key: 'signInLimited' | 'newsletterLimited' | 'enquiryLimited', seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? validationText(`${key}One`) : validationText(key, { minutes });
}

/** "1 minute", "12 minutes": the wait a staff 429 names, rounded up to whole minutes. */
export function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
