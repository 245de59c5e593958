import type { Knex } from 'knex';
import type { AdminUser, StaffSession } from '@contract';
import { countLoginAttempt, loginSucceeded } from '../auth/login-limits';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endAdminSessions, hashId } from '../auth/sessions';
import { recordActivity } from '../crm-writes/audit';
import { InvalidInputError, NotFoundError } from '../data/errors';

// "My account" in Settings (docs/PRODUCT.md §3.11): every signed-in staff member's own password and sessions.

const NO_SUCH_SESSION = 'No session of yours has this id: it may have ended already.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right. Type it again.';

/**
 * Changes the signed-in person's password: the current one must match (400 otherwise; each try counts against the
 * sign-in limits, so a left-open session cannot be used to guess it), the new one pass the staff policy and differ
 * from it. Every other session of the account ends; the one making the change stays.
 */
export async function changeOwnPassword(
  db: Knex,
  { admin, sessionId, address }: { admin: AdminUser; sessionId: string; address: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  const attempt = { kind: 'admin' as const, username: admin.username, address };
  await countLoginAttempt(db, attempt);
  const row = await db('admin_users').where({ id: admin.id }).first<{ password_hash: string | null }>('password_hash');
  if (!(await verifyPassword(row?.password_hash ?? undefined, currentPassword))) {
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD, [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
  }
  await loginSucceeded(db, attempt);
  const problem =
    currentPassword === newPassword
      ? 'The new password must be different from the current one.'
      : passwordProblem(newPassword, { username: admin.username, fullName: admin.fullName });
  if (problem) throw new InvalidInputError(problem, [{ field: 'newPassword', message: problem }]);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (trx) => {
    await trx('admin_users').where({ id: admin.id }).update({ password_hash: passwordHash, version: trx.raw('version + 1'), updated_at: new Date() });
    await endAdminSessions(trx, admin.id, hashId(sessionId));
    await recordActivity(trx, { actorId: admin.id, entity: 'admin_user', entityId: admin.id, action: 'password_changed', before: null, after: null });
  });
}

type SessionRow = { id_hash: string; created_at: Date; last_seen_at: Date; user_agent: string | null };

/**
 * The account's sessions, the current one first, then the most recently used. A session is named by the first 16
 * characters of its id's hash: enough to end it, and no use for signing in.
 */
export async function listOwnSessions(db: Knex, adminId: string, sessionId: string): Promise<StaffSession[]> {
  const current = hashId(sessionId);
  const rows = await db('sessions')
    .where({ kind: 'admin', admin_user_id: adminId })
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .select<SessionRow[]>('id_hash', 'created_at', 'last_seen_at', 'user_agent');
  return rows
    .map((row) => ({
      id: row.id_hash.slice(0, 16),
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      userAgent: row.user_agent,
      current: row.id_hash === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the account's own sessions (404 when it names none of them). */
export async function endOwnSession(db: Knex, adminId: string, id: string): Promise<void> {
  if (!/^[0-9a-f]{16}$/.test(id)) throw new NotFoundError(NO_SUCH_SESSION);
  const ended = await db('sessions').where({ kind: 'admin', admin_user_id: adminId }).whereLike('id_hash', `${id}%`).delete();
  if (ended === 0) throw new NotFoundError(NO_SUCH_SESSION);
}
