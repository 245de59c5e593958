import type { Knex } from 'knex';
import { normalizeUsername, type Page, type StaffAccount, type StaffCreateInput, type StaffPatchInput } from '@contract';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { endAdminSessions } from '../auth/sessions';
import { recordActivity, type AuditAction } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { versionedUpdate } from '../data/versioned-update';
import { ConflictError, InvalidInputError, recordNotFound, RefusedError } from '../data/errors';
import { issueStaffLink, usableStaffLink, type StaffLinkPurpose } from './links';

// Staff accounts, run by a super_admin from Settings (docs/PRODUCT.md §3.11). An account is never deleted: a
// deactivated one keeps its name on the history it wrote.

const COLUMNS = ['id', 'username', 'full_name', 'role', 'active', 'password_hash', 'email', 'whatsapp', 'version', 'created_at'] as const;
type Row = {
  id: string;
  username: string;
  full_name: string;
  role: StaffAccount['role'];
  active: boolean;
  password_hash: string | null;
  email: string | null;
  whatsapp: string | null;
  version: number;
  created_at: Date;
};

export const LAST_SUPER_ADMIN =
  'Mission Control needs at least one active super admin. Make another person super admin before changing this account.';
export const USERNAME_TAKEN = 'Another account already has this username. Choose another (an e-mail address works).';

function toAccount(row: Row): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    role: row.role,
    status: !row.active ? 'deactivated' : row.password_hash === null ? 'pending' : 'active',
    email: row.email,
    whatsapp: row.whatsapp,
    version: row.version,
    createdAt: row.created_at.toISOString(),
  };
}

const audit = (trx: Knex.Transaction, actorId: string, entityId: string, action: AuditAction, before: StaffAccount | null, after: StaffAccount | null) =>
  recordActivity(trx, { actorId, entity: 'admin_user', entityId, action, before, after });

/** Every account, active ones first, then by name: a consultancy has tens of staff, one page holds them. */
export async function listStaff(db: Knex): Promise<Page<StaffAccount>> {
  const rows = await db('admin_users').select<Row[]>(COLUMNS).orderBy([{ column: 'active', order: 'desc' }, 'full_name', 'id']);
  return { items: rows.map(toAccount), total: rows.length, totalAll: rows.length, nextCursor: null };
}

async function readRow(db: Knex, id: string, lock = false): Promise<Row> {
  const query = db('admin_users').where({ id }).first<Row | undefined>(COLUMNS);
  const row = await (lock ? query.forUpdate() : query);
  if (!row) throw recordNotFound('staff account');
  return row;
}

export type IssuedLink = { account: StaffAccount; token: string; expiresAt: Date };

/** A new account without a password, and the link its holder sets one with; a taken username is a 409. */
export async function createStaff(db: Knex, input: StaffCreateInput, actorId: string, now = new Date()): Promise<IssuedLink> {
  const username = normalizeUsername(input.username);
  if (!username) throw new InvalidInputError('Use letters, digits and . _ @ + - only (an e-mail address works).');
  // Two creations of one name at once: the unique index refuses the second (a 409 through withDomainErrors).
  return withDomainErrors(() => db.transaction(async (trx) => {
    if (await trx('admin_users').whereRaw('lower(username) = ?', [username]).first('id')) {
      throw new ConflictError(USERNAME_TAKEN, [{ field: 'username', message: USERNAME_TAKEN }]);
    }
    const [created] = await trx('admin_users')
      .insert({ username, full_name: input.fullName, role: input.role, password_hash: null, active: true, created_at: now, updated_at: now })
      .returning<Row[]>(COLUMNS);
    const account = toAccount(created!);
    await audit(trx, actorId, account.id, 'created', null, account);
    const link = await issueStaffLink(trx, { adminUserId: account.id, purpose: 'activate', actorId, now });
    await audit(trx, actorId, account.id, 'link_issued', null, null);
    return { account, ...link };
  }));
}

/** Whether another active super_admin would remain; called with the super_admins locked. */
async function anotherSuperAdmin(trx: Knex.Transaction, id: string): Promise<boolean> {
  const others = await trx('admin_users').where({ role: 'super_admin', active: true }).whereNot({ id }).forUpdate().select('id');
  return others.length > 0;
}

/**
 * Renames, changes the role or the work e-mail and WhatsApp of, deactivates or reactivates an account, at the
 * version the writer saw (data/versioned-update.ts: 409 with the current account otherwise). Deactivation and a new
 * role end the account's sessions at once: it signs in again under the new role, or not at all. The last active
 * super_admin can be neither demoted nor deactivated (422).
 */
export async function updateStaff(db: Knex, id: string, { version, ...patch }: StaffPatchInput, actorId: string, now = new Date()): Promise<StaffAccount> {
  const { item } = await versionedUpdate<Row, StaffAccount, typeof patch>(db, {
    table: 'admin_users',
    id,
    noun: 'staff account',
    version,
    now,
    conflictMessage: 'Someone changed this account since you opened it. Review the current details and try again.',
    read: async (trx) => toAccount(await readRow(trx, id)),
    changes: patch,
    stored: (_current, row) => ({ fullName: row.full_name, role: row.role, active: row.active, email: row.email, whatsapp: row.whatsapp }),
    check: async (trx, { locked: row }) => {
      const role = patch.role ?? row.role;
      const active = patch.active ?? row.active;
      const losesSuperAdmin = row.role === 'super_admin' && row.active && (role !== 'super_admin' || !active);
      if (losesSuperAdmin && !(await anotherSuperAdmin(trx, id))) throw new RefusedError(LAST_SUPER_ADMIN);
    },
    columns: (changed) => ({
      ...(changed.fullName !== undefined && { full_name: changed.fullName }),
      ...(changed.role !== undefined && { role: changed.role }),
      ...(changed.active !== undefined && { active: changed.active }),
      // Absent: unchanged; null or empty (null by the schema): cleared.
      ...('email' in changed && { email: changed.email }),
      ...('whatsapp' in changed && { whatsapp: changed.whatsapp }),
    }),
    audit: async (trx, before, after, { locked: row }) => {
      if (!(patch.active ?? row.active) || (patch.role ?? row.role) !== row.role) await endAdminSessions(trx, id);
      await audit(trx, actorId, id, 'updated', before, after);
    },
  });
  return item;
}

/** A new one-time link for an active account: to activate a pending one, or to reset a password. */
export async function issueLinkFor(db: Knex, id: string, actorId: string, now = new Date()): Promise<IssuedLink> {
  return db.transaction(async (trx) => {
    const row = await readRow(trx, id, true);
    if (!row.active) throw new RefusedError('This account is deactivated. Reactivate it before sending a link.');
    const purpose: StaffLinkPurpose = row.password_hash === null ? 'activate' : 'reset';
    const link = await issueStaffLink(trx, { adminUserId: id, purpose, actorId, now });
    await audit(trx, actorId, id, 'link_issued', null, null);
    return { account: toAccount(row), ...link };
  });
}

/**
 * Spends a link on a password (checked against the staff policy, 400 in words): the account's password is set, every
 * session it had ends, the link is used. Answers the account id, for the session the holder is signed in with.
 */
export async function setPasswordWithLink(db: Knex, token: string, password: string, now = new Date()): Promise<string> {
  const link = await usableStaffLink(db, token, now);
  const row = await readRow(db, link.admin_user_id);
  const problem = passwordProblem(password, { username: row.username, fullName: row.full_name });
  if (problem) throw new InvalidInputError(problem, [{ field: 'password', message: problem }]);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    // Again under the row lock: the same link sent twice at once sets the password once.
    const locked = await usableStaffLink(trx, token, now, true);
    await trx('staff_links').where({ id: locked.id }).update({ used_at: now });
    await trx('admin_users').where({ id: locked.admin_user_id }).update({ password_hash: passwordHash, version: trx.raw('version + 1'), updated_at: now });
    await endAdminSessions(trx, locked.admin_user_id);
    await audit(trx, locked.admin_user_id, locked.admin_user_id, 'password_set', null, null);
    return locked.admin_user_id;
  });
}
