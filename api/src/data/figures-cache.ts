import type { Knex } from 'knex';
import { ANALYTICS_RANGES, type Analytics, type DashboardSummary } from '@contract';
import { TtlCache } from './ttl-cache';

/**
 * How long a computed figure may be served again. The dashboard refreshes every 30 s and analytics every
 * 60 s (docs/PRODUCT.md §11), so figures up to half that old are what the screens would show anyway. List totals
 * and status tiles may lag by 10 s; the page of rows itself is always read fresh.
 */
export const DASHBOARD_TTL_MS = 15_000;
export const ANALYTICS_TTL_MS = 30_000;
export const LIST_COUNTS_TTL_MS = 10_000;

/** The dashboard's figures: the same for every role reading everyone, so cached once; per person for a row scope. */
export type DashboardFigures = Omit<DashboardSummary, 'recentUpdates'>;

export type FiguresCache = {
  dashboard: TtlCache<DashboardFigures>;
  /** The full figures per range (one entry each), revenue included: routes remove what the caller's role may not see. */
  analytics: TtlCache<Analytics>;
  /** List totals and status counts, keyed by list and filter. */
  counts: TtlCache<unknown>;
};

// One cache per database handle, so two apps on two databases (tests) never share figures.
const caches = new WeakMap<Knex, FiguresCache>();

export function figuresCache(db: Knex): FiguresCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      // One entry for everyone's figures, one per person with a row scope (a counselor's caseload).
      dashboard: new TtlCache(DASHBOARD_TTL_MS, 200),
      analytics: new TtlCache(ANALYTICS_TTL_MS, ANALYTICS_RANGES.length),
      counts: new TtlCache(LIST_COUNTS_TTL_MS, 500),
    };
    caches.set(db, cache);
  }
  return cache;
}

/** Call after a write to the CRM tables: this process then shows the change at once (others within the TTLs). */
export function invalidateFigures(db: Knex): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.dashboard.clear();
  cache.analytics.clear();
  cache.counts.clear();
}

/** A cached count-like value of type T under `key`. */
export function cachedCounts<T>(db: Knex, key: string, load: () => PromiseLike<T>): Promise<T> {
  return figuresCache(db).counts.get(key, load) as Promise<T>;
}
