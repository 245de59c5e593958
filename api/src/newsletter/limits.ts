import type { Knex } from 'knex';
import { countHit, waitText, type LimitRule } from '../data/rate-limits';
import { RateLimitedError } from '../data/errors';

/**
 * Sign-ups per client address (an IPv6 client by its /64: http/client-address.ts). A person subscribes once or
 * twice; ten an hour leaves room for a family or an office behind one address and stops a script filling the
 * list (it sent 500 in 8 seconds).
 */
export const NEWSLETTER_LIMIT: LimitRule = { windowSeconds: 60 * 60, max: 10 };

/** Counts one sign-up from `address`, or throws 429 with Retry-After and a sentence the box shows. */
export async function countNewsletterSignUp(db: Knex, address: string, now = new Date()): Promise<void> {
  const bucket = { key: `newsletter:address:${NEWSLETTER_LIMIT.windowSeconds}:${address}`, rule: NEWSLETTER_LIMIT };
  const wait = await countHit(db, [bucket], now);
  if (wait !== null) {
    throw new RateLimitedError(waitText('newsletterLimited', wait), wait);
  }
}
