import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

/** A cache on a clock the test moves by hand. */
function cacheAt(ttlMs: number, maxEntries = 10) {
  const clock = { now: 1_000 };
  return { clock, cache: new TtlCache<number>(ttlMs, maxEntries, () => clock.now) };
}

describe('TtlCache', () => {
  it('serves a value until its time is up, then loads it again', async () => {
    const { clock, cache } = cacheAt(100);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.now += 99;
    expect(await cache.get('k', load)).toBe(1);
    clock.now += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between callers arriving together', async () => {
    const { cache } = cacheAt(100);
    let loads = 0;
    let release!: (v: number) => void;
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('runs a thenable (a query builder) once, however often the value is read', async () => {
    const { cache } = cacheAt(100);
    let runs = 0;
    const builder: PromiseLike<number> = {
      then: (resolve) => Promise.resolve(resolve ? resolve(++runs) : ++runs) as never,
    };
    await cache.get('k', () => builder);
    await cache.get('k', () => builder);
    expect(runs).toBe(1);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const { cache } = cacheAt(100);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 5)).toBe(5);
  });

  it('keeps at most maxEntries keys, dropping the oldest, and clears on demand', async () => {
    const { cache } = cacheAt(100, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 2)).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
