import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, PROGRAMME_LEVELS, universityDetailSchema, universitySchema, type University } from '@contract';
import { etagOf, PUBLIC_CACHE_CONTROL } from '../src/http/public-cache';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let universities: University[];
beforeAll(async () => {
  api = await startTestApi();
  universities = universitySchema.array().parse(await (await api.request('/api/universities')).json());
});
afterAll(() => api.close());

describe('GET /api/universities/:id', () => {
  it('answers the card fields of the list and the programmes, Foundation first, then by name', async () => {
    const card = universities.find((u) => u.name === 'Universiti Malaya (UM)')!;
    const res = await api.request(`/api/universities/${card.id}`);
    expect(res.status).toBe(200);
    const body = universityDetailSchema.parse(await res.json());
    const { programmes, ...fields } = body;
    expect(fields).toEqual(card);
    const stored = await api.db.knex('programmes').where({ university_id: card.id }).pluck<string[]>('name');
    expect(programmes.map((p) => p.name).sort()).toEqual(stored.sort());
    const order = programmes.map((p) => [PROGRAMME_LEVELS.indexOf(p.level), p.name] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
    const mbbs = programmes.find((p) => p.name.includes('MBBS'))!;
    expect(mbbs).toMatchObject({ universityId: card.id, level: "Bachelor's", field: 'Medicine', durationYears: 5, intakes: ['September'] });
    expect(mbbs.tuitionPerYear).toBeGreaterThan(0);
    expect(mbbs.entryRequirements.length).toBeGreaterThan(1);
  });

  it('keeps a fractional duration as a number', async () => {
    const [row] = await api.db.knex('programmes').where('duration_years', 1.5).select('university_id', 'name');
    const body = universityDetailSchema.parse(await (await api.request(`/api/universities/${row.university_id}`)).json());
    expect(body.programmes.find((p) => p.name === row.name)?.durationYears).toBe(1.5);
  });

  it('answers a university without programmes with an empty list', async () => {
    const [created] = await api.db.knex('universities')
      .insert({ name: 'Test University Without Programmes', location: 'Cyberjaya, Selangor', ranking: 'New', specialties: [], image: '', description: 'New.', programs: 0, students: 0, type: 'Private' })
      .returning<{ id: number }[]>('id');
    const body = universityDetailSchema.parse(await (await api.request(`/api/universities/${created!.id}`)).json());
    expect(body.programmes).toEqual([]);
  });

  it('answers 404 in words for an unknown id and for anything that is not an id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999', '%20']) {
      const res = await api.request(`/api/universities/${id}`);
      expect(res.status, id).toBe(404);
      const body = errorBodySchema.parse(await res.json());
      expect(body.error.message, id).toMatch(/no partner university at this address/);
    }
  });

  it('is tagged and cached like the other public reads, and answers 304 to its own tag', async () => {
    const path = `/api/universities/${universities[0]!.id}`;
    const res = await api.request(path);
    const tag = res.headers.get('etag')!;
    expect(tag).toBe(etagOf(await res.text()));
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await api.request(path, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('changes its tag when a programme changes', async () => {
    const id = universities[1]!.id;
    const before = (await api.request(`/api/universities/${id}`)).headers.get('etag');
    await api.db.knex('programmes').where({ university_id: id }).update({ tuition_per_year: 12345 });
    const after = await api.request(`/api/universities/${id}`, { headers: { 'if-none-match': before! } });
    expect(after.status).toBe(200);
    expect(universityDetailSchema.parse(await after.json()).programmes.every((p) => p.tuitionPerYear === 12345)).toBe(true);
  });
});
