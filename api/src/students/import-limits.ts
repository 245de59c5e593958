import type { Knex } from 'knex';
import { countHit, minutesText, type LimitRule } from '../data/rate-limits';
import { RateLimitedError } from '../data/errors';

/**
 * Import dry runs per staff member (issue 25 finding 3), counted with the shared rate limiter as sync requests are:
 * a person checks a file, fixes its mapping and checks again a few times; a script probing the duplicate rule with
 * file after file of guessed phone numbers is stopped (and each run is in the audit trail).
 */
export const IMPORT_CHECK_LIMITS = [
  { windowSeconds: 10 * 60, max: 20 },
  { windowSeconds: 24 * 60 * 60, max: 100 },
] as const satisfies readonly LimitRule[];

export const importCheckLimitMessage = (waitSeconds: number) =>
  `Too many import checks from your account. Please wait ${minutesText(waitSeconds)} and check the file again.`;

/** Counts one dry run by `adminId`, or throws 429 with Retry-After and a sentence the import page shows. */
export async function countImportCheck(db: Knex, adminId: string, now = new Date()): Promise<void> {
  const buckets = IMPORT_CHECK_LIMITS.map((rule) => ({ key: `student-import:admin:${rule.windowSeconds}:${adminId}`, rule }));
  const wait = await countHit(db, buckets, now);
  if (wait !== null) throw new RateLimitedError(importCheckLimitMessage(wait), wait);
}
