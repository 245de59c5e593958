import type { Knex } from 'knex';
import type { AdminUser } from '@contract';

type AdminLoginRow = AdminUser & { passwordHash: string };

/** The active admin of a username in the form `normalizeUsername` gives (lower-case ASCII). */
export async function findAdminForLogin(db: Knex, username: string): Promise<AdminLoginRow | undefined> {
  return db('admin_users')
    .select('id', 'username', 'full_name as fullName', 'role', 'password_hash as passwordHash')
    .whereRaw('lower(username) = ?', [username])
    .andWhere({ active: true })
    // An account whose holder has not yet set a password (a staff link not yet used) cannot sign in.
    .whereNotNull('password_hash')
    .first<AdminLoginRow | undefined>();
}
