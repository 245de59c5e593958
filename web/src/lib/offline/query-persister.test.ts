import { QueryClient } from '@tanstack/react-query';
import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflinePersister, PERSISTED_MAX_AGE_MS } from './query-persister';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function memoryStorage(): AsyncStorage<string> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key),
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => [...map],
  };
}

const KEY = ['/api/admin/dashboard'];
/** An hour ago: the answer a counselor's last online visit saved. */
const SAVED_AT = Date.now() - 3_600_000;

/** One page load: a fresh query client asking the dashboard once, through the persister of `owner`. */
function load(storage: AsyncStorage<string>, owner: string, queryFn: () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const options = { queryKey: KEY, queryFn, persister: createOfflinePersister(storage, owner), networkMode: 'offlineFirst' as const };
  return { client, data: client.fetchQuery<unknown, Error, unknown, string[], never>(options), state: () => client.getQueryState(KEY) };
}

/** A first page load online at SAVED_AT, which leaves the answer in storage. */
async function saveAnswer(storage: ReturnType<typeof memoryStorage>, owner = 'admin-1') {
  vi.useFakeTimers({ now: SAVED_AT, toFake: ['Date'] });
  await load(storage, owner, () => Promise.resolve({ totalStudents: 120 })).data;
  await vi.waitFor(() => expect(storage.map.size).toBe(1));
  vi.useRealTimers();
}

describe('createOfflinePersister', () => {
  it('saves every answer the server gives, then shows it on the next load at once, with its time, and refreshes', async () => {
    const storage = memoryStorage();
    await saveAnswer(storage);
    expect([...storage.map.keys()][0]).toMatch(/^admin-query-/);

    vi.stubGlobal('navigator', { onLine: true });
    const server = vi.fn(() => Promise.resolve({ totalStudents: 121 }));
    const next = load(storage, 'admin-1', server);
    expect(await next.data).toEqual({ totalStudents: 120 });
    await vi.waitFor(() => expect(next.state()?.data).toEqual({ totalStudents: 121 }));
    expect(server).toHaveBeenCalledTimes(1);
    expect(next.state()!.dataUpdatedAt).toBeGreaterThan(SAVED_AT);
  });

  it('keeps the saved answer and its time when the network is gone', async () => {
    const storage = memoryStorage();
    await saveAnswer(storage);
    vi.stubGlobal('navigator', { onLine: false });
    const server = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = load(storage, 'admin-1', server);
    expect(await offline.data).toEqual({ totalStudents: 120 });
    await vi.waitFor(() => expect(offline.state()?.dataUpdatedAt).toBe(SAVED_AT));
    expect(server).not.toHaveBeenCalled();
  });

  it('shows the saved answer beside the error when the server cannot be reached although the browser says online', async () => {
    const storage = memoryStorage();
    await saveAnswer(storage);
    vi.stubGlobal('navigator', { onLine: true });
    const unreachable = load(storage, 'admin-1', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await unreachable.data).toEqual({ totalStudents: 120 });
    await vi.waitFor(() => expect(unreachable.state()?.status).toBe('error'));
    expect(unreachable.state()).toMatchObject({ data: { totalStudents: 120 }, dataUpdatedAt: SAVED_AT });
  });

  it("never shows another admin's saved answer, nor one older than the maximum age", async () => {
    const storage = memoryStorage();
    await saveAnswer(storage, 'admin-1');
    vi.stubGlobal('navigator', { onLine: false });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(load(storage, 'admin-2', offline).data).rejects.toThrow('Failed to fetch');
    expect(storage.map.size).toBe(0);

    await saveAnswer(storage, 'admin-1');
    vi.useFakeTimers({ now: SAVED_AT + PERSISTED_MAX_AGE_MS + 1, toFake: ['Date'] });
    await expect(load(storage, 'admin-1', offline).data).rejects.toThrow('Failed to fetch');
  });
});
