import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMME_LEVELS, universityOptionSchema } from '@contract';
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

  it('answers every university, archived ones too, as { id, name, archived, programmes }, alphabetically', async () => {
    const res = await getAs(api, '/api/admin/universities', await cookieFor(api.db.knex, 'finance'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.every((u) => Object.keys(u).sort().join() === 'archived,id,name,programmes')).toBe(true);
    const options = universityOptionSchema.array().parse(body);
    const expected = await api.db.knex('universities').select('id', 'name', 'archived');
    expect(options).toHaveLength(expected.length);
    expect(new Set(options.map((o) => `${o.id}:${o.name}:${o.archived}`))).toEqual(new Set(expected.map((u) => `${u.id}:${u.name}:${u.archived}`)));
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("carries each university's listed programmes (name and level, Foundation first, then by name), never an archived one", async () => {
    const um = await api.db.knex('universities').where({ name: 'Universiti Malaya (UM)' }).first<{ id: number }>('id');
    const [hidden] = await api.db.knex('programmes').where({ university_id: um!.id, name: 'Master of Laws' }).update({ archived: true }).returning<{ name: string }[]>('name');
    await api.db.knex('universities').where({ id: um!.id }).update({ archived: true });
    try {
      const options = universityOptionSchema.array().parse(await (await getAs(api, '/api/admin/universities', await cookieFor(api.db.knex, 'counselor'))).json());
      const option = options.find((o) => o.id === um!.id)!;
      // An archived university stays in the list (applications name it), marked so the form can leave it out of new ones.
      expect(option.archived).toBe(true);
      const listed = await api.db.knex('programmes').where({ university_id: um!.id, archived: false }).select('name', 'level');
      expect(option.programmes).toHaveLength(listed.length);
      expect(option.programmes.map((p) => p.name)).not.toContain(hidden!.name);
      expect(option.programmes[0]).toEqual({ name: 'Bachelor of Engineering (Civil)', level: "Bachelor's" });
      const order = option.programmes.map((p) => [PROGRAMME_LEVELS.indexOf(p.level), p.name] as const);
      expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
      expect(options.filter((o) => o.id !== um!.id).every((o) => !o.archived && o.programmes.length > 0)).toBe(true);
    } finally {
      await api.db.knex('programmes').where({ university_id: um!.id }).update({ archived: false });
      await api.db.knex('universities').where({ id: um!.id }).update({ archived: false });
    }
  });
});
