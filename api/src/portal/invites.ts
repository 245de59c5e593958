import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { normalizeUsername, phoneDigits, PORTAL_INVITE_DAYS } from '@contract';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { endPortalAccountSessions, hashId } from '../auth/sessions';
import { recordActivity } from '../crm-writes/audit';
import { isLiveStudent } from '../crm-writes/references';
import { GoneError, InvalidInputError, recordNotFound } from '../data/errors';
import { usableOneTimeLink } from '../data/one-time-links';
import { onPortalInvited } from '../notifications/events';

// Portal accounts by invitation (docs/PRODUCT.md §2.7, docs/SECURITY.md "Portal invitations").

export const INVITE_VALID_MS = PORTAL_INVITE_DAYS * 24 * 60 * 60 * 1000;

/** What a link that cannot be used says, in words for the student holding it (a 404 or 410, nothing created). */
export const INVITE_REFUSALS = {
  unknown: 'This activation link is not valid. Check that you opened the whole link, or ask your counselor for a new one.',
  used: 'This activation link has already been used. Sign in with your e-mail or phone number and your password, or ask your counselor for a new link.',
  superseded: 'This activation link was replaced by a newer one. Open the latest link your counselor sent you.',
  expired: `This activation link has expired (links last ${PORTAL_INVITE_DAYS} days). Ask your counselor for a new one.`,
} as const;

type InviteRow = {
  id: string;
  student_id: string;
  expires_at: Date;
  used_at: Date | null;
  superseded_at: Date | null;
};

/**
 * Issues a new one-time link for a live student (else a 404): 256 random bits in the link, only their SHA-256
 * stored. Any earlier link still open is superseded, and if the student already has an account, its sessions end
 * (a counselor issues a new link when a password is forgotten or a phone is lost). The student's timeline records it.
 */
export async function createPortalInvite(
  db: Knex,
  studentId: string,
  actorId: string,
  now = new Date(),
  /** The link as the student opens it: e-mailed to them in the same transaction (issue 30), when given. */
  linkOf?: (token: string) => string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_VALID_MS);
  await db.transaction(async (trx) => {
    // Locks the student: two invitations at once still leave exactly one open link.
    const student = await trx('students').where({ id: studentId }).whereNull('deleted_at').forUpdate().first('id');
    if (!student) throw recordNotFound('student');
    await trx('portal_invites').where({ student_id: studentId }).whereNull('used_at').whereNull('superseded_at').update({ superseded_at: now });
    const [invite] = await trx('portal_invites')
      .insert({ student_id: studentId, token_hash: hashId(token), created_by: actorId, created_at: now, expires_at: expiresAt })
      .returning<{ id: string }[]>('id');
    const account = await trx('portal_accounts').where({ student_id: studentId }).first<{ id: string } | undefined>('id');
    if (account) await endPortalAccountSessions(trx, account.id);
    await recordActivity(trx, { actorId, entity: 'student', entityId: studentId, action: 'portal_invited', before: null, after: null });
    if (linkOf) await onPortalInvited(trx, { id: invite!.id, studentId, link: linkOf(token), expiresAt });
  });
  return { token, expiresAt };
}

/** The link's invitation if it can still be used, else the 404/410 that says why. */
export async function usableInvite(db: Knex, token: string, now: Date, lock = false): Promise<InviteRow> {
  const invite = await usableOneTimeLink<InviteRow>(db, { table: 'portal_invites', tokenHash: hashId(token), refusals: INVITE_REFUSALS }, now, lock);
  // A student removed (or merged away) since: the link opens nothing.
  if (!(await isLiveStudent(db, invite.student_id))) throw new GoneError(INVITE_REFUSALS.unknown);
  return invite;
}

type StudentContact = { name: string | null; email: string | null; phone: string | null };

/** A username no other account has: the e-mail, else the phone's digits, else one made from the student id. */
async function freeUsername(trx: Knex, studentId: string, contact: StudentContact): Promise<string> {
  const candidates = [
    contact.email ? normalizeUsername(contact.email) : null,
    contact.phone ? phoneDigits(contact.phone) : null,
    `student-${studentId.slice(0, 8)}`,
  ].filter((name): name is string => name !== null);
  for (const name of candidates) {
    const taken = await trx('portal_accounts').whereRaw('lower(username) = ?', [name]).first('id');
    if (!taken) return name;
  }
  return `student-${studentId}`;
}

/**
 * Spends a link: checks it (404/410), the password against staff's policy (400), then in one transaction creates
 * the student's portal account or, when there is one, sets its new password, reactivates it and ends its sessions,
 * and marks the link used. Answers the account id for the new session. A refused link or password creates nothing.
 */
export async function activatePortalAccount(db: Knex, token: string, password: string, now = new Date()): Promise<string> {
  const invite = await usableInvite(db, token, now);
  const contact = await db('students')
    .where({ id: invite.student_id })
    .first<StudentContact>(
      db.raw("personal_info->>'name' as name"),
      db.raw("personal_info->>'email' as email"),
      db.raw("personal_info->>'phone' as phone"),
    );
  const problem = passwordProblem(password, { username: contact.email ?? undefined, fullName: contact.name ?? undefined });
  if (problem) throw new InvalidInputError(problem, [{ field: 'password', message: problem }]);
  const passwordHash = await hashPassword(password);

  return db.transaction(async (trx) => {
    // Again under the row lock: the same link sent twice at once opens one account, once.
    const locked = await usableInvite(trx, token, now, true);
    await trx('portal_invites').where({ id: locked.id }).update({ used_at: now });
    const account = await trx('portal_accounts').where({ student_id: locked.student_id }).first<{ id: string } | undefined>('id');
    if (account) {
      await trx('portal_accounts').where({ id: account.id }).update({ password_hash: passwordHash, active: true });
      await endPortalAccountSessions(trx, account.id);
      return account.id;
    }
    const [created] = await trx('portal_accounts')
      .insert({ student_id: locked.student_id, username: await freeUsername(trx, locked.student_id, contact), password_hash: passwordHash })
      .returning<{ id: string }[]>('id');
    return created!.id;
  });
}
