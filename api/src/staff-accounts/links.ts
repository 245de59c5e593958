import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { STAFF_LINK_DAYS } from '@contract';
import { hashId } from '../auth/sessions';
import { GoneError } from '../data/errors';
import { usableOneTimeLink } from '../data/one-time-links';

// One-time links that let a staff member choose a password: for a new account, or to reset a forgotten one
// (docs/PRODUCT.md §3.11, docs/SECURITY.md "Staff accounts"). As portal invitations: 256 random bits in the link, only
// their SHA-256 stored; a newer link for the same account replaces the older.

export const STAFF_LINK_VALID_MS = STAFF_LINK_DAYS * 24 * 60 * 60 * 1000;
export type StaffLinkPurpose = 'activate' | 'reset';

export const STAFF_LINK_REFUSALS = {
  unknown: 'This link is not valid. Check that you opened the whole link, or ask your administrator for a new one.',
  used: 'This link has already been used. Sign in with your username and password, or ask your administrator for a new link.',
  superseded: 'This link was replaced by a newer one. Open the latest link your administrator sent you.',
  expired: `This link has expired (links last ${STAFF_LINK_DAYS} days). Ask your administrator for a new one.`,
  inactive: 'This account is deactivated. Ask your administrator to reactivate it.',
} as const;

type LinkRow = { id: string; admin_user_id: string; expires_at: Date; used_at: Date | null; superseded_at: Date | null };

/** Issues a link for the account (inside the caller's transaction), superseding any earlier open one. */
export async function issueStaffLink(
  trx: Knex.Transaction,
  { adminUserId, purpose, actorId, now }: { adminUserId: string; purpose: StaffLinkPurpose; actorId: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_LINK_VALID_MS);
  await trx('staff_links').where({ admin_user_id: adminUserId }).whereNull('used_at').whereNull('superseded_at').update({ superseded_at: now });
  await trx('staff_links').insert({ admin_user_id: adminUserId, purpose, token_hash: hashId(token), created_by: actorId, created_at: now, expires_at: expiresAt });
  return { token, expiresAt };
}

/** The link's row if it can still be used, else the 404/410 that says why (a deactivated account's link is refused). */
export async function usableStaffLink(db: Knex, token: string, now: Date, lock = false): Promise<LinkRow> {
  const link = await usableOneTimeLink<LinkRow>(db, { table: 'staff_links', tokenHash: hashId(token), refusals: STAFF_LINK_REFUSALS }, now, lock);
  const account = await db('admin_users').where({ id: link.admin_user_id }).first<{ active: boolean } | undefined>('active');
  if (!account?.active) throw new GoneError(STAFF_LINK_REFUSALS.inactive);
  return link;
}
