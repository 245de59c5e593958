import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export type SessionKind = 'admin' | 'portal';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
// last_seen_at is written at most this often, not on every request.
const TOUCH_EVERY_MS = 60 * 1000;

type SessionRow = {
  id_hash: string;
  kind: SessionKind;
  admin_user_id: string | null;
  portal_account_id: string | null;
  last_seen_at: Date;
  expires_at: Date;
};

/**
 * Only the SHA-256 of a session id is stored: a leaked table does not hand out sessions. Portal invitation tokens
 * are stored the same way (portal/invites.ts).
 */
export const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Opens a session for its owner and returns the random 128-bit id that goes into the cookie. The browser that opened
 * it (its User-Agent, cut to 300 characters) is kept for "My account" to list the sessions in words.
 */
export async function createSession(
  db: Knex,
  kind: SessionKind,
  ownerId: string,
  { now = new Date(), userAgent }: { now?: Date; userAgent?: string | undefined } = {},
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db('sessions').insert({
    id_hash: hashId(id),
    kind,
    admin_user_id: kind === 'admin' ? ownerId : null,
    portal_account_id: kind === 'portal' ? ownerId : null,
    user_agent: userAgent?.slice(0, 300) || null,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return id;
}

/**
 * The owner id of a live session of this kind, or undefined. A session ends 30 minutes after its last use
 * or 12 hours after login, whichever comes first; an ended session is deleted when found. Only a use a person
 * caused moves the idle clock: `touch: false` (a background request, a health check) reads the session as it is.
 */
export async function resolveSession(
  db: Knex,
  kind: SessionKind,
  id: string | undefined,
  { touch = true, now = new Date() }: { touch?: boolean; now?: Date } = {},
): Promise<string | undefined> {
  if (!id || id.length > 64) return undefined;
  const idHash = hashId(id);
  const row = await db<SessionRow>('sessions').where({ id_hash: idHash, kind }).first();
  if (!row) return undefined;
  const idleSince = now.getTime() - row.last_seen_at.getTime();
  if (idleSince > SESSION_IDLE_MS || now >= row.expires_at) {
    await db('sessions').where({ id_hash: idHash }).delete();
    return undefined;
  }
  if (touch && idleSince > TOUCH_EVERY_MS) await db('sessions').where({ id_hash: idHash }).update({ last_seen_at: now });
  return (kind === 'admin' ? row.admin_user_id : row.portal_account_id) ?? undefined;
}

export async function deleteSession(db: Knex, id: string | undefined): Promise<void> {
  if (id) await db('sessions').where({ id_hash: hashId(id) }).delete();
}

/**
 * Ends every session of a staff account (deactivated, its password set or changed), but `keep` (the session id
 * hash of the person changing their own password). Sessions live in Postgres, so every API process sees the end
 * at the account's next request.
 */
export async function endAdminSessions(db: Knex, adminUserId: string, keep?: string): Promise<number> {
  const query = db('sessions').where({ kind: 'admin', admin_user_id: adminUserId });
  return keep ? query.whereNot({ id_hash: keep }).delete() : query.delete();
}

/** Ends every session of a portal account (its password was reset): each device must sign in again. */
export async function endPortalAccountSessions(db: Knex, portalAccountId: string): Promise<void> {
  await db('sessions').where({ kind: 'portal', portal_account_id: portalAccountId }).delete();
}
