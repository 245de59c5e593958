import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, type Permission } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { cookieFor, createAdmin, errorMessage, expectAccessRules, getAs } from './admin-helpers';
import { expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

// The access rules of each record's own endpoints in the content and settings sections (issue 16, docs/SECURITY.md):
// the lists and creates are checked in each section's file; here every GET /:id, PATCH /:id and action on one record
// answers 401 without a session, 403 to each role the permission matrix leaves out, and is open to the rest.

let api: TestApi;
let ids: { university: number; programme: number; scholarship: number; article: number; mentor: number; match: number; staff: string };
const row = (table: string, id: number | string) => () => api.db.knex(table).where({ id }).first();

beforeAll(async () => {
  api = await startTestApi();
  const knex = api.db.knex;
  const first = async (table: string) => ((await knex(table).orderBy('id').first('id')) as { id: number }).id;
  const match = (await knex('mentor_matches').whereNull('ended_at').first('id', 'mentor_id')) as { id: number; mentor_id: number };
  ids = {
    university: await first('universities'),
    programme: await first('programmes'),
    scholarship: await first('scholarships'),
    article: await first('news_articles'),
    mentor: match.mentor_id,
    match: match.id,
    staff: await createAdmin(knex, 'counselor'),
  };
});
afterAll(() => api.close());

const versionOf = async (table: string, id: number | string) => ((await api.db.knex(table).where({ id }).first('version')) as { version: number }).version;

/** 401 without a session or with an unknown one, 403 to each role without `permission`, and nothing stored by any. */
async function expectRefused(method: 'POST' | 'DELETE', path: string, permission: Permission | null, stored: () => Promise<unknown>) {
  const before = await stored();
  expect((await sendAs(api, method as 'POST', path, undefined, {})).status).toBe(401);
  expect((await sendAs(api, method as 'POST', path, `${SESSION_COOKIES.admin}=${randomUUID()}`, {})).status).toBe(401);
  for (const role of ADMIN_ROLES.filter((r) => permission !== null && !can(r, permission))) {
    const res = await sendAs(api, method as 'POST', path, await cookieFor(api.db.knex, role), {});
    expect(res.status, role).toBe(403);
    expect(await errorMessage(res)).toBe('Your role does not allow this.');
  }
  expect(await stored()).toEqual(before);
}

describe('one record of the content and settings sections', () => {
  it.each([
    ['/api/admin/universities/:id', 'universities:read', 'university'],
    ['/api/admin/programs/:id', 'universities:read', 'programme'],
    ['/api/admin/scholarships/:id', 'scholarships:write', 'scholarship'],
    ['/api/admin/news/:id', 'content:write', 'article'],
    ['/api/admin/mentors/:id', 'mentors:read', 'mentor'],
  ] as const)('GET %s is read by the roles with %s', async (path, permission, record) => {
    await expectAccessRules(api, path.replace(':id', String(ids[record])), permission);
  });

  it('GET /api/admin/settings is read only with settings:write', async () => {
    await expectAccessRules(api, '/api/admin/settings', 'settings:write');
  });

  it.each([
    ['/api/admin/universities/:id', 'universities:write', 'universities', 'university', { ranking: 'QS #1' }],
    ['/api/admin/programs/:id', 'universities:write', 'programmes', 'programme', { tuitionPerYear: 1 }],
    ['/api/admin/scholarships/:id', 'scholarships:write', 'scholarships', 'scholarship', { coverage: 'Everything' }],
    ['/api/admin/news/:id', 'content:write', 'news_articles', 'article', { title: 'Taken over' }],
    ['/api/admin/mentors/:id', 'mentors:write', 'mentors', 'mentor', { bio: 'Taken over' }],
    ['/api/admin/staff/:id', 'staff:manage', 'admin_users', 'staff', { active: false }],
  ] as const)('PATCH %s is written only with %s', async (path, permission, table, record, change) => {
    const id = ids[record];
    const version = await versionOf(table, id);
    await expectWriteAccessRules(
      api,
      { method: 'PATCH', path: path.replace(':id', String(id)), valid: { version, ...change }, invalid: { version: 'the one I saw' } },
      permission,
      row(table, id),
    );
  });

  it('PATCH /api/admin/settings is written only with settings:write', async () => {
    const current = await getAs(api, '/api/admin/settings', await cookieFor(api.db.knex, 'super_admin'));
    const { version } = (await current.json()) as { version: number };
    await expectWriteAccessRules(
      api,
      { method: 'PATCH', path: '/api/admin/settings', valid: { version, phone: '+60 3-0000 0000' }, invalid: { version: 'the one I saw' } },
      'settings:write',
      () => api.db.knex('organisation_settings').first(),
    );
  });

  it('POST /api/admin/news/preview renders only for content:write', async () => {
    await expectWriteAccessRules(api, { method: 'POST', path: '/api/admin/news/preview', valid: { content: '# Hello' }, invalid: { content: 42 } }, 'content:write', async () => null);
  });

  it('ending a mentor match and issuing a staff reset link are refused to the roles without the permission', async () => {
    await expectRefused('POST', `/api/admin/mentors/${ids.mentor}/matches/${ids.match}/end`, 'mentors:write', row('mentor_matches', ids.match));
    await expectRefused('POST', `/api/admin/staff/${ids.staff}/reset-link`, 'staff:manage', () =>
      api.db.knex('staff_links').where({ admin_user_id: ids.staff }).count({ n: '*' }).first(),
    );
  });

  it("DELETE /api/admin/me/sessions/:id needs a session of one's own", async () => {
    await cookieFor(api.db.knex, 'counselor');
    const { id_hash: hash } = (await api.db.knex('sessions').where({ kind: 'admin' }).first('id_hash')) as { id_hash: string };
    await expectRefused('DELETE', `/api/admin/me/sessions/${hash.slice(0, 16)}`, null, () => api.db.knex('sessions').where({ id_hash: hash }).first());
  });
});
