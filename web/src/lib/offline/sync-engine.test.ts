import { describe, expect, it, vi } from 'vitest';
import type { Student, SyncEntity, SyncRecord, UniversityOption } from '@contract';
import { SYNC_LIMIT_MAX } from '@contract/sync-entities';
import { SyncFailedError, SyncUnauthorizedError, syncAll, syncEntity, type SyncProgress, type SyncState, type SyncStore } from './sync-engine';

type Row = { id: string; updatedAt: string; deleted?: boolean; name: string };

/** The sync endpoint's contract in miniature: (updatedAt, id) order, remaining count, opaque cursor. */
function fakeServer(rows: Row[]) {
  const calls: string[] = [];
  const handler = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://test');
    calls.push(url.search);
    if (url.pathname === '/api/admin/universities') return Response.json([{ id: 1, name: 'Taylor’s University' }]);
    const since = url.searchParams.get('since');
    if (since === 'garbage') return Response.json({ error: { status: 400, message: 'bad cursor' } }, { status: 400 });
    const limit = Number(url.searchParams.get('limit'));
    const key = since ? (JSON.parse(since) as [string, string]) : null;
    const sorted = [...rows].sort((a, b) => (a.updatedAt + a.id < b.updatedAt + b.id ? -1 : 1));
    const after = key ? sorted.filter((r) => r.updatedAt + r.id > key[0] + key[1]) : sorted;
    const page = after.slice(0, limit);
    const last = page.at(-1);
    return Response.json({
      items: page.filter((r) => !r.deleted).map(({ id, name, updatedAt }) => ({ id, updatedAt, personalInfo: { name } })),
      tombstones: page.filter((r) => r.deleted).map(({ id, updatedAt }) => ({ id, deleted: true, updatedAt })),
      remaining: after.length - page.length,
      nextCursor: last ? JSON.stringify([last.updatedAt, last.id]) : since,
    });
  });
  return { handler, calls };
}

function memoryStore() {
  const tables = new Map<SyncEntity, Map<string, SyncRecord[SyncEntity]>>();
  const states = new Map<SyncEntity, SyncState>();
  let universities: UniversityOption[] = [];
  let acks = 0;
  const table = (e: SyncEntity) => tables.get(e) ?? tables.set(e, new Map()).get(e)!;
  const store: SyncStore = {
    getState: async (e) => states.get(e),
    acknowledgements: async () => acks,
    applyPage: async (e, items, deletedIds, state, seen) => {
      if (seen !== acks) return false;
      for (const item of items) table(e).set(item.id, item);
      for (const id of deletedIds) table(e).delete(id);
      states.set(e, state);
      return true;
    },
    count: async (e) => table(e).size,
    reset: async (e) => {
      tables.delete(e);
      states.delete(e);
    },
    replaceUniversities: async (list) => {
      universities = [...list];
    },
    wipe: async () => {
      tables.clear();
      states.clear();
      universities = [];
    },
  };
  const names = (e: SyncEntity = 'students') => [...table(e).values()].map((s) => (s as Student).personalInfo.name).sort();
  /** An outbox acknowledgement landing: the server's row is stored, as the Dexie store's acknowledge() does. */
  const acknowledge = (e: SyncEntity, row: SyncRecord[SyncEntity] | { id: string; deleted: true }) => {
    acks += 1;
    if ('deleted' in row) table(e).delete(row.id);
    else table(e).set(row.id, row);
  };
  return { store, states, names, acknowledge, universities: () => universities };
}

const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${String(i).padStart(3, '0')}`, updatedAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, name: `Student ${i}` }));
const NOW = () => new Date('2026-11-22T10:00:00.000Z');

describe('syncEntity', () => {
  it('pulls everything in pages the first time, reporting "n of total" after each page', async () => {
    const server = fakeServer(rowsOf(25));
    const { store, states, names } = memoryStore();
    const progress: SyncProgress[] = [];
    const result = await syncEntity('students', { store, fetch: server.handler, limit: 10, onProgress: (p) => progress.push(p), now: NOW });
    expect(result).toEqual({ entity: 'students', phase: 'full', received: 25, deleted: 0 });
    expect(progress.map((p) => `${p.phase} ${p.done} of ${p.total}`)).toEqual(['full 10 of 25', 'full 20 of 25', 'full 25 of 25']);
    expect(names()).toHaveLength(25);
    expect(states.get('students')).toMatchObject({ complete: true, lastSyncedAt: '2026-11-22T10:00:00.000Z' });
    expect(server.calls[0]).toBe('?entity=students&limit=10');
  });

  it('then pulls only the changes: updated rows upserted, tombstoned rows deleted, new rows added', async () => {
    const rows = rowsOf(12);
    const server = fakeServer(rows);
    const { store, names } = memoryStore();
    await syncEntity('students', { store, fetch: server.handler, limit: 5 });
    Object.assign(rows[3]!, { name: 'Renamed', updatedAt: '2026-02-01' });
    Object.assign(rows[4]!, { deleted: true, updatedAt: '2026-02-02' });
    rows.push({ id: 'new', name: 'Newcomer', updatedAt: '2026-02-03' });
    const progress: SyncProgress[] = [];
    const result = await syncEntity('students', { store, fetch: server.handler, limit: 2, onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ entity: 'students', phase: 'delta', received: 2, deleted: 1 });
    expect(progress.map((p) => `${p.phase} ${p.done} of ${p.total}`)).toEqual(['delta 2 of 3', 'delta 3 of 3']);
    expect(names()).toHaveLength(12);
    expect(names()).toContain('Renamed');
    expect(names()).toContain('Newcomer');
    expect(names()).not.toContain('Student 4');
    expect(names()).not.toContain('Student 3');
  });

  it('drops a page a write answer overtook, and reads it again: a merged lead does not come back', async () => {
    const rows = rowsOf(3);
    const server = fakeServer(rows);
    const { store, names, acknowledge } = memoryStore();
    await syncEntity('students', { store, fetch: server.handler, limit: 5 });
    // The lead is renamed on the server; a pull reads it, and before its page lands the outbox's merge answer
    // arrives (the server has soft-deleted the lead meanwhile).
    Object.assign(rows[1]!, { name: 'Renamed lead', updatedAt: '2026-03-01' });
    const overtaken: typeof fetch = async (input, init) => {
      const answer = await server.handler(input, init);
      if (server.calls.length === 2) {
        Object.assign(rows[1]!, { deleted: true, updatedAt: '2026-03-02' });
        acknowledge('students', { id: rows[1]!.id, deleted: true });
      }
      return answer;
    };
    const result = await syncEntity('students', { store, fetch: overtaken, limit: 5 });
    expect(server.calls).toHaveLength(3);
    expect(result).toMatchObject({ received: 0, deleted: 1 });
    expect(names()).toEqual(['Student 0', 'Student 2']);
  });

  it('resumes an interrupted full pull where it stopped, storing no row twice', async () => {
    const server = fakeServer(rowsOf(30));
    let calls = 0;
    const flaky: typeof fetch = (input, init) => (++calls === 3 ? Promise.reject(new TypeError('Failed to fetch')) : server.handler(input, init));
    const { store, states, names } = memoryStore();
    await expect(syncEntity('students', { store, fetch: flaky, limit: 10 })).rejects.toThrow('Failed to fetch');
    expect(names()).toHaveLength(20);
    expect(states.get('students')).toMatchObject({ complete: false, lastSyncedAt: null });
    const result = await syncEntity('students', { store, fetch: flaky, limit: 10 });
    expect(result).toMatchObject({ phase: 'full', received: 10 });
    expect(names()).toHaveLength(30);
  });

  it('starts a full pull again, once, when the server refuses the stored cursor', async () => {
    const server = fakeServer(rowsOf(5));
    const { store, states, names } = memoryStore();
    states.set('students', { entity: 'students', cursor: 'garbage', lastSyncedAt: null, complete: true });
    const result = await syncEntity('students', { store, fetch: server.handler });
    expect(result).toMatchObject({ phase: 'full', received: 5 });
    expect(names()).toHaveLength(5);
    expect(server.calls).toEqual([`?entity=students&limit=${SYNC_LIMIT_MAX}&since=garbage`, `?entity=students&limit=${SYNC_LIMIT_MAX}`]);

    const alwaysBad: typeof fetch = async () => Response.json({}, { status: 400 });
    await expect(syncEntity('students', { store, fetch: alwaysBad })).rejects.toBeInstanceOf(SyncFailedError);
  });

  it('wipes every table when the session has ended (401), and fails other errors without touching the data', async () => {
    const { store, names, universities } = memoryStore();
    await syncAll(['students', 'applications'], { store, fetch: fakeServer(rowsOf(3)).handler, universities: true });
    expect(names('applications')).toHaveLength(3);
    expect(universities()).toHaveLength(1);

    await expect(syncEntity('students', { store, fetch: async () => new Response('', { status: 503 }) })).rejects.toThrow('503');
    expect(names()).toHaveLength(3);

    await expect(syncEntity('students', { store, fetch: async () => new Response('', { status: 401 }) })).rejects.toBeInstanceOf(SyncUnauthorizedError);
    expect(names()).toEqual([]);
    expect(names('applications')).toEqual([]);
    expect(universities()).toEqual([]);
  });

  it('empties a table the role may no longer read (403) and carries on with the others', async () => {
    const { store, names, states } = memoryStore();
    const server = fakeServer(rowsOf(4));
    await syncAll(['students', 'visa-cases'], { store, fetch: server.handler });
    const noVisas: typeof fetch = async (input, init) =>
      String(input).includes('visa-cases') ? Response.json({}, { status: 403 }) : server.handler(input, init);
    const results = await syncAll(['visa-cases', 'students'], { store, fetch: noVisas });
    expect(results.map((r) => [r.entity, r.skipped])).toEqual([['visa-cases', 'forbidden'], ['students', undefined]]);
    expect(names('visa-cases')).toEqual([]);
    expect(states.has('visa-cases')).toBe(false);
    expect(names()).toHaveLength(4);
  });
});

describe('pulling side by side', () => {
  it('asks for the next page while the last is being stored, and stores the pages in order', async () => {
    const server = fakeServer(rowsOf(25));
    const { store, names } = memoryStore();
    const events: string[] = [];
    const watched: typeof fetch = async (input, init) => {
      events.push(`ask ${new URL(String(input), 'http://test').searchParams.get('since') ?? 'start'}`);
      return server.handler(input, init);
    };
    const storing: SyncStore = {
      ...store,
      applyPage: async (...args) => {
        events.push(`store ${args[1].length}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const stored = await store.applyPage(...args);
        events.push('stored');
        return stored;
      },
    };
    const result = await syncEntity('students', { store: storing, fetch: watched, limit: 10 });
    expect(result).toMatchObject({ received: 25 });
    expect(names()).toHaveLength(25);
    // Each page after the first was asked for while the one before it was being stored.
    expect(events.map((e) => e.split(' ')[0])).toEqual(['ask', 'store', 'ask', 'stored', 'store', 'ask', 'stored', 'store', 'stored']);
    expect(events.filter((e) => e.startsWith('store '))).toEqual(['store 10', 'store 10', 'store 5']);
  });

  it('drops the page asked for ahead of one a write answer overtook, and asks for both again: nothing lost, nothing twice', async () => {
    const rows = rowsOf(20);
    const server = fakeServer(rows);
    const { store, names, acknowledge } = memoryStore();
    let answers = 0;
    const overtaken: typeof fetch = async (input, init) => {
      const answer = await server.handler(input, init);
      // The first page has been read; before it lands, a write's answer changes a row of the second page.
      if (++answers === 1) {
        Object.assign(rows[15]!, { name: 'Renamed by the write', updatedAt: '2026-12-01' });
        acknowledge('students', { id: rows[15]!.id, updatedAt: '2026-12-01', personalInfo: { name: 'Renamed by the write' } } as never);
      }
      return answer;
    };
    const applied: number[] = [];
    const counting: SyncStore = {
      ...store,
      applyPage: async (...args) => {
        const stored = await store.applyPage(...args);
        if (stored) applied.push(args[1].length);
        return stored;
      },
    };
    const result = await syncEntity('students', { store: counting, fetch: overtaken, limit: 10 });
    expect(names()).toHaveLength(20);
    expect(names()).toContain('Renamed by the write');
    expect(result.received).toBe(20);
    expect(applied).toEqual([10, 10]);
    // The first page and the one asked for ahead of it are both asked for again.
    expect(server.calls.filter((c) => !c.includes('since'))).toHaveLength(2);
  });

  it('pulls the tables at most `concurrency` at a time, students first, and answers in the order given', async () => {
    const server = fakeServer(rowsOf(3));
    const { store, names } = memoryStore();
    let open = 0;
    let most = 0;
    const started: string[] = [];
    const slow: typeof fetch = async (input, init) => {
      started.push(new URL(String(input), 'http://test').searchParams.get('entity')!);
      most = Math.max(most, ++open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return server.handler(input, init);
    };
    const entities: SyncEntity[] = ['students', 'applications', 'visa-cases', 'notes', 'tasks'];
    const results = await syncAll(entities, { store, fetch: slow, concurrency: 3 });
    expect(most).toBe(3);
    expect(started.slice(0, 3)).toEqual(['students', 'applications', 'visa-cases']);
    expect(results.map((r) => r.entity)).toEqual(entities);
    for (const entity of entities) expect(names(entity)).toHaveLength(3);
  });

  it('stops the other tables when one fails, and stores nothing after a 401 has wiped the copy', async () => {
    const server = fakeServer(rowsOf(3));
    const { store, names } = memoryStore();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetcher: typeof fetch = async (input, init) => {
      const entity = new URL(String(input), 'http://test').searchParams.get('entity');
      if (entity === 'applications') return new Response('', { status: 401 });
      // The students' answer arrives after the 401.
      if (entity === 'students') {
        await held;
        return server.handler(input, init);
      }
      return server.handler(input, init);
    };
    const pull = syncAll(['students', 'applications'], { store, fetch: fetcher });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await expect(pull).rejects.toBeInstanceOf(SyncUnauthorizedError);
    expect(names()).toEqual([]);
    expect(names('applications')).toEqual([]);
  });

  it('fetches the universities beside the tables, and a 401 there wipes the copy and says the session has ended', async () => {
    const server = fakeServer(rowsOf(3));
    const { store, names, universities } = memoryStore();
    await syncAll(['students'], { store, fetch: server.handler, universities: true });
    expect(universities()).toHaveLength(1);
    const ended: typeof fetch = async (input, init) =>
      String(input).includes('universities') ? new Response('', { status: 401 }) : server.handler(input, init);
    await expect(syncAll(['students', 'applications'], { store, fetch: ended, universities: true })).rejects.toBeInstanceOf(SyncUnauthorizedError);
    expect(names()).toEqual([]);
    expect(names('applications')).toEqual([]);
    expect(universities()).toEqual([]);
  });
});
