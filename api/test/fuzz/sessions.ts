import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SESSION_COOKIES } from '../../src/auth/cookies';
import { createSession } from '../../src/auth/sessions';
import type { AdminRole } from '@contract';
import { PORTAL_USERNAME } from '@db/seeds/portal-student';
import { createAdmin } from '../admin-helpers';
import { createOtherPortalStudent, OTHER_STUDENT } from '../portal-fixtures';

/** Who a fuzzed request claims to be. */
export const SESSION_KINDS = [
  'none',
  'forged-admin',
  'forged-portal',
  'super_admin',
  'marketing',
  'support',
  'portal',
  'other-portal',
  'admin-and-portal',
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

const ADMIN_KINDS: Partial<Record<SessionKind, AdminRole>> = {
  super_admin: 'super_admin',
  marketing: 'marketing',
  support: 'support',
  'admin-and-portal': 'super_admin',
};

export const adminRoleOf = (kind: SessionKind): AdminRole | undefined => ADMIN_KINDS[kind];
/** The portal student a kind signs in as: the demo one, the other one, or nobody. */
export const portalOf = (kind: SessionKind): 'demo' | 'other' | undefined =>
  kind === 'portal' || kind === 'admin-and-portal' ? 'demo' : kind === 'other-portal' ? 'other' : undefined;

export type FuzzPeople = {
  /** Text that only someone allowed to see that person's record may receive. */
  markers: { demo: string[]; other: string[]; crm: string[] };
  /** Fresh session cookies for a kind; a fresh session each time, as a fuzzed logout may end one. */
  cookiesFor: (kind: SessionKind) => Promise<string[]>;
};

/** Staff of three roles, the demo student and a second student with a portal account, ready to sign in. */
export async function preparePeople(db: Knex): Promise<FuzzPeople> {
  const roles = ['super_admin', 'marketing', 'support'] as const;
  const admins = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await createAdmin(db, r)] as const)));
  const other = await createOtherPortalStudent(db);
  const demo = await db('portal_accounts as p')
    .join('students as s', 's.id', 'p.student_id')
    .where('p.username', PORTAL_USERNAME)
    .first<{ accountId: string; studentId: string; email: string }>(
      'p.id as accountId',
      's.id as studentId',
      db.raw(`s.personal_info->>'email' as email`),
    );
  // Other CRM students' e-mail addresses: no public or portal answer may carry them.
  const crmRows = await db('students')
    .select<{ email: string }[]>(db.raw(`personal_info->>'email' as email`))
    .whereNotIn('id', [demo.studentId, other.studentId])
    .whereRaw(`personal_info->>'email' is not null`)
    .orderBy('id')
    .limit(20);
  const crm = crmRows.map((r) => r.email);

  const cookiesFor = async (kind: SessionKind): Promise<string[]> => {
    const cookies: string[] = [];
    const role = adminRoleOf(kind);
    if (role) cookies.push(`${SESSION_COOKIES.admin}=${await createSession(db, 'admin', admins[role]!)}`);
    const student = portalOf(kind);
    if (student) {
      const accountId = student === 'demo' ? demo.accountId : other.accountId;
      cookies.push(`${SESSION_COOKIES.portal}=${await createSession(db, 'portal', accountId)}`);
    }
    if (kind === 'forged-admin') cookies.push(`${SESSION_COOKIES.admin}=${randomUUID()}`);
    if (kind === 'forged-portal') cookies.push(`${SESSION_COOKIES.portal}=${randomUUID()}`);
    return cookies;
  };

  return {
    markers: {
      // E-mail addresses and tasks, not names: public news may name a student who shares one.
      demo: [demo.email],
      other: ['kwame.mensah@example.com', ...OTHER_STUDENT.tasks],
      crm,
    },
    cookiesFor,
  };
}
