/**
 * A small in-process read cache: each key keeps the promise of its value for `ttlMs`, so requests arriving
 * together share one computation and a failed one is not remembered. It is only ever a read cache in front
 * of Postgres: another process may hold an older value, never a wrong one, and at most `ttlMs` old.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** `load` may return any thenable (a Knex query builder): it is run once and its result shared. */
  get(key: string, load: () => PromiseLike<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = Promise.resolve(load());
    // Re-inserted at the end: the Map's order is then the eviction order, oldest first.
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
