import type { Knex } from 'knex';
import { z } from 'zod';
import { ADMIN_ROLES, normalizeUsername, personName, type AdminUser } from '@contract';
import { hashPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/password-policy';

/** What `npm run admin:create` asks for; the e-mail address is the username the admin signs in with. */
export const newAdminSchema = z.object({
  // The username it becomes is in the one form sign-in compares (contract/usernames.ts).
  email: z
    .email('Enter an e-mail address, like amina@example.org.')
    .max(100)
    .transform((email, ctx) => {
      const username = normalizeUsername(email);
      if (username === null) ctx.addIssue({ code: 'custom', message: 'Enter the e-mail address in Latin letters, digits and symbols only.' });
      return username ?? z.NEVER;
    }),
  fullName: personName({ max: 100, min: 2, message: 'Enter the full name (2 characters or more).' }),
  role: z.enum(ADMIN_ROLES, { message: `The role must be one of: ${ADMIN_ROLES.join(', ')}.` }),
  password: z.string(),
});
export type NewAdmin = z.input<typeof newAdminSchema>;

export class NewAdminError extends Error {}

/** Checks the answers and the password policy, then stores the admin with an argon2id hash. */
export async function createAdminAccount(db: Knex, input: NewAdmin): Promise<AdminUser> {
  const parsed = newAdminSchema.safeParse(input);
  if (!parsed.success) throw new NewAdminError(parsed.error.issues.map((i) => i.message).join(' '));
  const { email, fullName, role, password } = parsed.data;
  const problem = passwordProblem(password, { username: email, fullName });
  if (problem) throw new NewAdminError(problem);
  const existing = await db('admin_users').whereRaw('lower(username) = ?', [email]).first('id');
  if (existing) throw new NewAdminError(`An admin with the username ${email} already exists.`);
  const [row] = (await db('admin_users')
    .insert({ username: email, full_name: fullName, role, password_hash: await hashPassword(password) })
    .returning(['id', 'username', 'full_name', 'role'])) as Array<{ id: string; username: string; full_name: string; role: AdminUser['role'] }>;
  return { id: row!.id, username: row!.username, fullName: row!.full_name, role: row!.role };
}
