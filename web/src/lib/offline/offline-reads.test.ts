import { afterEach, describe, expect, it, vi } from 'vitest';
import { offsetOf, pageAt, withOfflineFallback } from './offline-reads';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withOfflineFallback', () => {
  const offline = () => Promise.resolve('from IndexedDB');

  it('asks the server when online, and IndexedDB when the request cannot reach it', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(await withOfflineFallback(() => Promise.resolve('from the API'), offline)).toBe('from the API');
    expect(await withOfflineFallback(() => Promise.reject(new TypeError('Failed to fetch')), offline)).toBe('from IndexedDB');
  });

  it('keeps an answer of the server, such as a 401 or a 500, as the error it is', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    await expect(withOfflineFallback(() => Promise.reject(new Error('401: session ended')), offline)).rejects.toThrow('401');
  });

  it('goes straight to IndexedDB when the browser knows it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const online = vi.fn(() => Promise.resolve('from the API'));
    expect(await withOfflineFallback(online, offline)).toBe('from IndexedDB');
    expect(online).not.toHaveBeenCalled();
  });
});

describe('offline paging', () => {
  it('pages by offset with cursors of its own, and refuses a cursor the server issued', () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    expect(pageAt(rows, offsetOf(null)!, 3)).toEqual({ items: [0, 1, 2], nextCursor: 'offline:3' });
    expect(pageAt(rows, offsetOf('offline:6')!, 3)).toEqual({ items: [6], nextCursor: null });
    expect(offsetOf('WyIyMDI2LTExLTIxVDA5OjAwOjAwLjAwMDAwMFoiXQ')).toBeUndefined();
  });
});
