import type { Knex } from 'knex';
import { expect } from 'vitest';
import { ADMIN_ROLES, can, errorBodySchema, type Permission } from '@contract';
import { cookieFor, errorMessage } from './admin-helpers';
import type { TestApi } from './test-api';

type Method = 'POST' | 'PATCH';

/** A JSON write as the web app sends it: same origin, the session cookie. */
export function sendAs(
  api: TestApi,
  method: Method,
  path: string,
  cookie: string | undefined,
  body: unknown,
  origin: string = api.url,
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin };
  if (cookie) headers.cookie = cookie;
  return api.request(path, { method, headers, body: JSON.stringify(body) });
}

/** The error body of a failed write. */
export async function errorOf(res: Response) {
  return errorBodySchema.parse(await res.json()).error;
}

export async function countRows(knex: Knex, table: string, where: Record<string, unknown> = {}): Promise<number> {
  const [row] = await knex(table).where(where).count<{ count: number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** The audit rows of one record, oldest first. */
export function auditOf(knex: Knex, entity: string, id: string) {
  return knex('activity_log')
    .where({ entity, entity_id: id })
    .orderBy('id')
    .select<{ actor_id: string | null; action: string; changes: object; before: object | null; after: object | null }[]>(
      'actor_id',
      'action',
      'changes',
      'before',
      'after',
    );
}

/**
 * The access rules every write keeps, each refused write storing nothing: a valid body is refused with 401 without
 * a session, 403 from another site's page and 403 for each role the matrix does not grant `permission`; the roles
 * it grants send `invalid` and get a 400, so nothing is stored by them either.
 */
export async function expectWriteAccessRules(
  api: TestApi,
  request: { method: Method; path: string; valid: unknown; invalid: unknown },
  permission: Permission,
  stored: () => Promise<unknown>,
): Promise<void> {
  const { method, path } = request;
  const before = await stored();
  const anonymous = await sendAs(api, method, path, undefined, request.valid);
  expect(anonymous.status).toBe(401);

  const allowed = await cookieFor(api.db.knex, 'super_admin');
  const foreign = await sendAs(api, method, path, allowed, request.valid, 'https://evil.example');
  expect(foreign.status).toBe(403);
  expect(await errorMessage(foreign)).toBe('This request came from another site and was refused.');

  const statuses: Record<string, number> = {};
  for (const role of ADMIN_ROLES) {
    const body = can(role, permission) ? request.invalid : request.valid;
    const res = await sendAs(api, method, path, await cookieFor(api.db.knex, role), body);
    statuses[role] = res.status;
    if (res.status === 403) expect(await errorMessage(res)).toBe('Your role does not allow this.');
    else await res.arrayBuffer();
  }
  expect(statuses).toEqual(Object.fromEntries(ADMIN_ROLES.map((role) => [role, can(role, permission) ? 400 : 403])));
  expect(await stored()).toEqual(before);
}
