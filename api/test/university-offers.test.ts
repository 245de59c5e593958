import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMME_LEVELS, universityListingSchema, type UniversityListing } from '@contract';
import { startTestApi, type TestApi } from './test-api';

// What /universities filters by level and field with (docs/PRODUCT.md §2.3): each partner's offers.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const listings = async (): Promise<UniversityListing[]> => universityListingSchema.array().parse(await (await api.request('/api/universities')).json());
const idOf = async (name: string) => (await api.db.knex('universities').where({ name }).first<{ id: number }>('id'))!.id;

describe('GET /api/universities offers', () => {
  it("lists each partner's distinct level-and-field pairs of its listed programmes, Foundation first, then by field", async () => {
    const list = await listings();
    const um = list.find((u) => u.name === 'Universiti Malaya (UM)')!;
    expect(um.offers).toEqual([
      { level: "Bachelor's", field: 'Engineering' },
      { level: "Bachelor's", field: 'Medicine' },
      { level: "Master's", field: 'Business' },
      { level: "Master's", field: 'Law' },
      { level: 'PhD', field: 'Engineering' },
    ]);
    // Each pair once, however many programmes share it; every listed programme's pair is there.
    const rows = await api.db.knex('programmes').where({ archived: false }).select<{ university_id: number; level: string; field: string }[]>('university_id', 'level', 'field');
    for (const u of list) {
      const stored = new Set(rows.filter((r) => r.university_id === u.id).map((r) => `${r.level}|${r.field}`));
      expect(u.offers.map((o) => `${o.level}|${o.field}`).sort(), u.name).toEqual([...stored].sort());
      const order = u.offers.map((o) => [PROGRAMME_LEVELS.indexOf(o.level), o.field] as const);
      expect(order, u.name).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
    }
  });

  it('leaves out an archived programme on the next request, and a partner without programmes offers nothing', async () => {
    const um = await idOf('Universiti Malaya (UM)');
    await api.db.knex('programmes').where({ university_id: um, name: 'Master of Laws' }).update({ archived: true });
    try {
      const offers = (await listings()).find((u) => u.id === um)!.offers;
      expect(offers).not.toContainEqual({ level: "Master's", field: 'Law' });
      expect(offers).toContainEqual({ level: "Master's", field: 'Business' });
    } finally {
      await api.db.knex('programmes').where({ university_id: um, name: 'Master of Laws' }).update({ archived: false });
    }
    await api.db.knex('programmes').where({ university_id: um }).update({ archived: true });
    try {
      expect((await listings()).find((u) => u.id === um)!.offers).toEqual([]);
    } finally {
      await api.db.knex('programmes').where({ university_id: um }).update({ archived: false });
    }
  });
});
