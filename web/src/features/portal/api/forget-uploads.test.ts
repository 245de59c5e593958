import { describe, expect, it } from 'vitest';
import { forgetUnfinishedUploads, unfinishedUploads } from './forget-uploads';

/** A Storage over a Map, as localStorage behaves. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const ID = '0123456789abcdef0123456789abcdef';

describe('forgetUnfinishedUploads', () => {
  it("cancels this API's unfinished uploads and removes every tus:: key, leaving the rest of localStorage", async () => {
    const storage = memoryStorage({
      [`tus::mc-document|passport|scan.pdf|1000|1::42`]: JSON.stringify({ uploadUrl: `/api/uploads/${ID}`, size: 1000 }),
      'tus::broken::1': 'not json',
      'tus::elsewhere::2': JSON.stringify({ uploadUrl: 'https://evil.example/api/uploads/x' }),
      'mc-theme': 'dark',
    });
    expect(unfinishedUploads(storage).map((u) => u.uploadUrl)).toEqual([`/api/uploads/${ID}`, undefined, undefined]);
    const cancelled: string[] = [];
    await forgetUnfinishedUploads(storage, async (url) => {
      cancelled.push(url);
    });
    expect(cancelled).toEqual([`/api/uploads/${ID}`]);
    expect(storage.length).toBe(1);
    expect(storage.getItem('mc-theme')).toBe('dark');
  });

  it('removes the keys even when the cancellation fails (offline)', async () => {
    const storage = memoryStorage({ 'tus::x::1': JSON.stringify({ uploadUrl: `/api/uploads/${ID}` }) });
    await forgetUnfinishedUploads(storage, () => Promise.reject(new Error('offline')));
    expect(storage.length).toBe(0);
  });
});
