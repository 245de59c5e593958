import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { universityOptionSchema } from '@contract';
import { cookieFor, expectAccessRules, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/admin/universities', () => {
  it('keeps the access rules: 401 without a session, each role as the permission matrix says', async () => {
    await expectAccessRules(api, '/api/admin/universities', 'universities:read');
  });

  it('answers every university as { id, name } only, alphabetically', async () => {
    const res = await getAs(api, '/api/admin/universities', await cookieFor(api.db.knex, 'finance'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.every((u) => Object.keys(u).sort().join() === 'id,name')).toBe(true);
    const options = universityOptionSchema.array().parse(body);
    const expected = await api.db.knex('universities').select('id', 'name');
    expect(options).toHaveLength(expected.length);
    expect(new Set(options.map((o) => `${o.id}:${o.name}`))).toEqual(new Set(expected.map((u) => `${u.id}:${u.name}`)));
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
