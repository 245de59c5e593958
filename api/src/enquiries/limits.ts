import type { Knex } from 'knex';
import { countHit, waitText, type LimitRule } from '../data/rate-limits';
import { RateLimitedError } from '../data/errors';

/**
 * Enquiries per client address (an IPv6 client by its /64: http/client-address.ts), as the newsletter counts
 * sign-ups: a person sends one or two, ten an hour leaves room for a school's or a café's shared connection and
 * stops a script filling the CRM with leads (docs/SECURITY.md).
 */
export const ENQUIRY_LIMIT: LimitRule = { windowSeconds: 60 * 60, max: 10 };

/** Counts one enquiry from `address`, or throws 429 with Retry-After and a sentence the form shows. */
export async function countEnquiry(db: Knex, address: string, now = new Date()): Promise<void> {
  const bucket = { key: `enquiry:address:${ENQUIRY_LIMIT.windowSeconds}:${address}`, rule: ENQUIRY_LIMIT };
  const wait = await countHit(db, [bucket], now);
  if (wait !== null) throw new RateLimitedError(waitText('enquiryLimited', wait), wait);
}
