import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { ADMIN_ROLES, can, errorBodySchema, type AdminRole, type Permission } from '@contract';
import type { TestApi } from './test-api';

/** The `name=value` part of the admin session cookie a response set, or undefined. */
export function sessionCookieOf(res: Response): string | undefined {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIES.admin}=`));
  return cookie?.split(';')[0];
}

/** An active staff account of `role` (password never used: sessions are opened directly). */
export async function createAdmin(db: Knex, role: AdminRole, fields: { active?: boolean } = {}): Promise<string> {
  const id = randomUUID();
  await db('admin_users').insert({
    id,
    username: `${role}-${id.slice(0, 8)}`,
    password_hash: 'not-a-hash: this account signs in through createSession only',
    full_name: `Test ${role}`,
    role,
    active: fields.active ?? true,
  });
  return id;
}

/** A Cookie header carrying a fresh session of a new admin of `role`. */
export async function cookieFor(db: Knex, role: AdminRole): Promise<string> {
  const id = await createSession(db, 'admin', await createAdmin(db, role));
  return `${SESSION_COOKIES.admin}=${id}`;
}

/**
 * Leaves these students unassigned (no counselor, no visa officer on their cases), so every counselor's row scope
 * holds them, and every visa officer's holds those with a live visa case (issue 33): for tests about what each role
 * may do to a student, not whose it is. `visaCase`: a student without a live visa case is given an unassigned one
 * (status preparing), so every visa officer reads it too.
 */
export async function inEveryScope(db: Knex, studentIds: readonly string[], { visaCase = false } = {}): Promise<void> {
  await db('students').whereIn('id', studentIds).update({ assigned_counselor: null });
  await db('visa_cases').whereIn('student_id', studentIds).update({ assigned_officer: null });
  if (!visaCase) return;
  const withCase = await db('visa_cases').whereIn('student_id', studentIds).whereNull('deleted_at').distinct().pluck('student_id');
  const without = [...new Set(studentIds)].filter((id) => !withCase.includes(id));
  if (without.length > 0) await db('visa_cases').insert(without.map((id) => ({ student_id: id, visa_type: 'Student visa' })));
}

/** GET `path` as that cookie. */
export function getAs(api: TestApi, path: string, cookie: string | undefined): Promise<Response> {
  return api.request(path, cookie ? { headers: { cookie } } : undefined);
}

/** The error body's message of a failed response. */
export async function errorMessage(res: Response): Promise<string> {
  return errorBodySchema.parse(await res.json()).error.message;
}

/**
 * The access rules every admin endpoint keeps: 401 without a session or with an unknown one, and for each of the
 * eight roles 200 (never cacheable) when the permission matrix grants `permission`, else 403.
 */
export async function expectAccessRules(api: TestApi, path: string, permission: Permission): Promise<void> {
  const anonymous = await getAs(api, path, undefined);
  expect(anonymous.status).toBe(401);
  expect(await errorMessage(anonymous)).toBe('Your session has ended. Please sign in again.');
  const forged = await getAs(api, path, `${SESSION_COOKIES.admin}=${randomUUID()}`);
  expect(forged.status).toBe(401);

  const cookies = await Promise.all(ADMIN_ROLES.map((role) => cookieFor(api.db.knex, role)));
  const answers = await Promise.all(cookies.map((cookie) => getAs(api, path, cookie)));
  const statuses = answers.map((res) => res.status);
  // Staff data is never stored by a browser or proxy cache.
  for (const res of answers) if (res.ok) expect(res.headers.get('cache-control')).toBe('no-store');
  await Promise.all(answers.map((res) => res.arrayBuffer()));
  const expected = ADMIN_ROLES.map((role) => (can(role, permission) ? 200 : 403));
  expect(Object.fromEntries(ADMIN_ROLES.map((r, i) => [r, statuses[i]]))).toEqual(
    Object.fromEntries(ADMIN_ROLES.map((r, i) => [r, expected[i]])),
  );
  const refusedRole = ADMIN_ROLES.find((role) => !can(role, permission));
  if (refusedRole) {
    const refused = await getAs(api, path, cookies[ADMIN_ROLES.indexOf(refusedRole)]);
    expect(await errorMessage(refused)).toBe('Your role does not allow this.');
  }
}
