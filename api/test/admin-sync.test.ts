import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_ENTITIES, SYNC_LIMIT_MAX, type SyncEntity } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { cookieFor, createAdmin, errorMessage, expectAccessRules, getAs } from './admin-helpers';
import { SYNC_LIMITS } from '../src/sync/routes';
import { getSyncPage, pullAll, sentIds, syncPath } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
const TABLES: Record<SyncEntity, string> = { students: 'students', applications: 'applications', 'visa-cases': 'visa_cases', notes: 'student_notes', tasks: 'staff_tasks' };

beforeAll(async () => {
  api = await startTestApi();
  // The delta tests count on every seeded change being older than the overlap window, whatever the clock says.
  for (const table of Object.values(TABLES)) {
    await api.db.knex(table).update({ updated_at: api.db.knex.raw("least(updated_at, now() - interval '1 day')") });
  }
  // The protocol over every row: a role that reads everyone (a counselor's copy is their caseload, row-scope.test.ts).
  cookie = await cookieFor(api.db.knex, 'admissions_lead');
});
afterAll(() => api.close());

const allIds = (entity: SyncEntity) => api.db.knex(TABLES[entity]).orderBy(['updated_at', 'id']).pluck('id') as Promise<string[]>;

describe('GET /api/admin/sync', () => {
  it('keeps the access rules: each entity needs its read permission (marketing cannot sync visa cases)', async () => {
    await expectAccessRules(api, syncPath('students'), 'students:read');
    await expectAccessRules(api, syncPath('applications'), 'applications:read');
    await expectAccessRules(api, syncPath('visa-cases'), 'visas:read');
    await expectAccessRules(api, syncPath('notes'), 'notes:read');
    await expectAccessRules(api, syncPath('tasks'), 'tasks:write');
    const marketing = await cookieFor(api.db.knex, 'marketing');
    expect((await getAs(api, syncPath('visa-cases'), marketing)).status).toBe(403);
    expect((await getAs(api, syncPath('students'), marketing)).status).toBe(200);
  });

  it('pulls every row exactly once, in (updated_at, id) order, counting down what remains', async () => {
    for (const [entity, limit] of [['students', 37], ['applications', 50], ['visa-cases', 9]] as const) {
      const expected = await allIds(entity);
      expect(expected.length).toBeGreaterThan(limit * 2);
      const { pages } = await pullAll(api, cookie, entity, undefined, limit);
      const { items, tombstones } = sentIds(pages);
      expect(tombstones).toEqual([]);
      expect(items).toEqual(expected);
      expect(pages.every((p) => p.items.length === limit || p === pages.at(-1))).toBe(true);
      // "Syncing 37 of 412": the first answer tells the whole size of the pull.
      expect(pages[0]!.remaining + pages[0]!.items.length).toBe(expected.length);
      pages.forEach((p, i) => expect(p.remaining).toBe(expected.length - limit * (i + 1) < 0 ? 0 : expected.length - limit * (i + 1)));
    }
  });

  it('sends the rows shaped as the list endpoint sends them', async () => {
    const page = await getSyncPage(api, cookie, 'applications', undefined, 5);
    const list = await (await getAs(api, '/api/admin/applications?limit=100', cookie)).json() as { items: { id: string }[] };
    for (const item of page.items) {
      const listed = list.items.find((i) => i.id === item.id);
      if (listed) expect(item).toEqual(listed);
    }
  });

  it('after a full pull, a delta sends exactly the changed rows and the soft-deleted ones as tombstones', async () => {
    const knex = api.db.knex;
    const { cursor } = await pullAll(api, cookie, 'students', undefined, 1000);
    expect((await pullAll(api, cookie, 'students', cursor)).pages).toEqual([
      { items: [], tombstones: [], remaining: 0, nextCursor: expect.any(String) },
    ]);

    const [a, b, c, gone] = (await knex('students').whereNull('deleted_at').orderBy('id').limit(4).pluck('id')) as [string, string, string, string];
    await knex('students').whereIn('id', [a, b, c]).update({ stage: 'arrived', updated_at: knex.fn.now(), version: knex.raw('version + 1') });
    await knex('students').where({ id: gone }).update({ deleted_at: knex.fn.now(), updated_at: knex.fn.now() });
    const [application] = (await knex('applications').limit(1).pluck('id')) as [string];
    await knex('applications').where({ id: application }).update({ updated_at: knex.fn.now() }); // another table: not in this delta

    // Pages of 2 so the delta itself pages: 4 changes, 2 then 0 remaining.
    const delta = await pullAll(api, cookie, 'students', cursor, 2);
    expect(delta.pages.map((p) => p.remaining)).toEqual([2, 0]);
    const { items, tombstones } = sentIds(delta.pages);
    expect(items.sort()).toEqual([a, b, c].sort());
    expect(tombstones).toEqual([gone]);
    expect(delta.pages.flatMap((p) => p.items).every((s) => s.stage === 'arrived' && s.version === 2)).toBe(true);
    expect(delta.pages.flatMap((p) => p.tombstones)[0]).toEqual({ id: gone, deleted: true, updatedAt: expect.any(String) });

    // Overlap: the next delta re-reads the last minute, so the same changes come again (upserts are idempotent).
    const again = await pullAll(api, cookie, 'students', delta.cursor);
    expect(sentIds(again.pages).items.sort()).toEqual([a, b, c].sort());
    expect(sentIds(again.pages).tombstones).toEqual([gone]);
  });

  it('still sends a row committed late with an updated_at behind the cursor (within the overlap window)', async () => {
    const knex = api.db.knex;
    const { cursor } = await pullAll(api, cookie, 'visa-cases', undefined, 1000);
    const [late] = (await knex('visa_cases').orderBy('id', 'desc').limit(1).pluck('id')) as [string];
    // A transaction that began 20 seconds ago commits only now: its now() is 20 seconds old.
    await knex('visa_cases').where({ id: late }).update({ status: 'approved', updated_at: knex.raw("now() - interval '20 seconds'") });
    const delta = await pullAll(api, cookie, 'visa-cases', cursor);
    expect(delta.pages.flatMap((p) => p.items).map((v) => [v.id, v.status])).toEqual([[late, 'approved']]);
  });

  it('answers 400 for an unknown entity, a bad limit or a cursor it did not issue', async () => {
    const bad = (query: string) => getAs(api, `/api/admin/sync?${query}`, cookie);
    const fake = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const query of [
      '',
      'entity=universities',
      'entity=students&limit=0',
      `entity=students&limit=${SYNC_LIMIT_MAX + 1}`,
      'entity=students&limit=ten',
      'entity=students&since=not-a-cursor',
      `entity=students&since=${fake(['2026-11-21T09:00:00.000000Z', 'x', null])}`,
      `entity=students&since=${fake(['2026-02-30T09:00:00.000000Z', '00000000-0000-0000-0000-000000000000', null])}`,
      `entity=students&since=${fake({ updatedAt: '2026-11-21T09:00:00.000000Z' })}`,
    ]) {
      const res = await bad(query);
      expect(res.status, query).toBe(400);
      expect(await errorMessage(res)).toEqual(expect.any(String));
    }
    expect(await errorMessage(await bad('entity=students&since=abc'))).toBe('This sync cursor is not valid. Start a full sync again.');
    expect(SYNC_ENTITIES).toEqual(['students', 'applications', 'visa-cases', 'notes', 'tasks']);
  });

  it('records each full pull in the audit log: who, which table, how many records; a delta or a next page is not a bulk read', async () => {
    const knex = api.db.knex;
    const marketingId = await createAdmin(knex, 'marketing');
    const marketing = `${SESSION_COOKIES.admin}=${await createSession(knex, 'admin', marketingId)}`;
    const bulkReads = () => knex('activity_log').where({ entity: 'bulk_read' }).orderBy('id').select('actor_id', 'entity_id', 'action', 'after');
    const before = (await bulkReads()).length;
    const { pages, cursor } = await pullAll(api, marketing, 'students', undefined, 100);
    expect(pages.length).toBeGreaterThan(1);
    await pullAll(api, marketing, 'students', cursor);
    const entries = (await bulkReads()).slice(before);
    const live = Number((await knex('students').whereNull('deleted_at').count({ count: '*' }))[0]!.count);
    const removed = Number((await knex('students').whereNotNull('deleted_at').count({ count: '*' }))[0]!.count);
    expect(entries).toEqual([
      { actor_id: marketingId, entity_id: 'students', action: 'full_sync', after: { records: live + removed, role: 'marketing' } },
    ]);
    // Not an entry of any timeline or of the dashboard.
    const dashboard = (await (await getAs(api, '/api/admin/dashboard', marketing)).json()) as { recentUpdates: { entity: string }[] };
    expect(dashboard.recentUpdates.every((e) => e.entity === 'student')).toBe(true);
  });

  it('limits each session to its sync requests a minute: then 429 with Retry-After and a sentence, other sessions unaffected', async () => {
    const [perMinute] = SYNC_LIMITS;
    const busy = await cookieFor(api.db.knex, 'support');
    const { nextCursor: cursor } = await getSyncPage(api, busy, 'visa-cases', undefined, 1);
    for (let sent = 1; sent < perMinute.max; sent += 1) {
      const res = await getAs(api, syncPath('visa-cases', cursor, 1), busy);
      expect(res.status, `request ${sent + 1}`).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await getAs(api, syncPath('visa-cases', cursor, 1), busy);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(perMinute.windowSeconds);
    expect(await errorMessage(refused)).toBe('Too many sync requests from this session. The offline copy carries on from where it stopped in 1 minute.');
    // Another session of another person syncs on.
    expect((await getAs(api, syncPath('visa-cases', cursor, 1), await cookieFor(api.db.knex, 'support'))).status).toBe(200);
  });
});
