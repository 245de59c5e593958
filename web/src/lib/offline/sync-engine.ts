// The offline store's sync logic, apart from Dexie: it talks to a SyncStore and a fetch, so it runs (and is
// tested) in Node with an in-memory store, and in the browser with the Dexie one (dexie-store.ts).
import type { SyncEntity, SyncPage, SyncRecord, UniversityOption } from '@contract';
import { SYNC_LIMIT_MAX } from '@contract/sync-entities';

/** What the engine keeps per table between pulls. `complete` turns true when the first full pull ends. */
export type SyncState = { entity: SyncEntity | 'universities'; cursor: string | null; lastSyncedAt: string | null; complete: boolean };

export type SyncStore = {
  getState: (entity: SyncEntity) => Promise<SyncState | undefined>;
  /**
   * How many of the outbox's acknowledgements have reached this table so far. Taken before a page is fetched: a
   * page the server read before an acknowledgement must not land after it (it would bring back a merged lead, or an
   * older version of a row the answer just stored).
   */
  acknowledgements: (entity: SyncEntity) => Promise<number>;
  /**
   * Upserts the rows, deletes the tombstoned ids and saves the state, all or nothing (one transaction), unless the
   * table has seen an acknowledgement since `seen`: then it changes nothing and answers false (fetch the page again).
   */
  applyPage: <E extends SyncEntity>(
    entity: E,
    items: readonly SyncRecord[E][],
    deletedIds: readonly string[],
    state: SyncState,
    seen: number,
  ) => Promise<boolean>;
  count: (entity: SyncEntity) => Promise<number>;
  /** Forgets one table and its state: the next pull is a full one. */
  reset: (entity: SyncEntity) => Promise<void>;
  replaceUniversities: (universities: readonly UniversityOption[], syncedAt: string) => Promise<void>;
  /** Clears every admin table (logout, expired session). */
  wipe: () => Promise<void>;
};

export type SyncProgress = { entity: SyncEntity; phase: 'full' | 'delta'; done: number; total: number };

export type SyncDeps = {
  store: SyncStore;
  fetch: typeof fetch;
  onProgress?: (progress: SyncProgress) => void;
  /** Rows per request; the server allows up to SYNC_LIMIT_MAX. */
  limit?: number;
  signal?: AbortSignal;
  now?: () => Date;
};

export type EntitySyncResult = { entity: SyncEntity; phase: 'full' | 'delta'; received: number; deleted: number; skipped?: 'forbidden' };

/** The session is gone: the store has been wiped, and the app should send the user to sign in. */
export class SyncUnauthorizedError extends Error {
  constructor() {
    super('401: the session has ended');
    this.name = 'SyncUnauthorizedError';
  }
}

export class SyncFailedError extends Error {
  constructor(readonly status: number) {
    super(`${status}: the sync request failed`);
    this.name = 'SyncFailedError';
  }
}

const DEFAULT_LIMIT = SYNC_LIMIT_MAX;

function syncUrl(entity: SyncEntity, since: string | null, limit: number): string {
  const params = new URLSearchParams({ entity, limit: String(limit) });
  if (since) params.set('since', since);
  return `/api/admin/sync?${params}`;
}

/** A non-2xx answer as the engine acts on it: 401 wipes everything, others fail the pull. */
async function refuse(res: Response, store: SyncStore): Promise<never> {
  await res.body?.cancel();
  if (res.status === 401) {
    await store.wipe();
    throw new SyncUnauthorizedError();
  }
  throw new SyncFailedError(res.status);
}

/** One page's answer as the engine acts on it, with the acknowledgements counted before it was asked for. */
type Fetched<E extends SyncEntity> = { page: SyncPage<SyncRecord[E]>; seen: number } | { res: Response };

/**
 * Brings one table up to date: a full pull in pages the first time (resuming after an interruption, since
 * the cursor is saved with each page), a delta pull afterwards. A cursor the server refuses (400) restarts a
 * full pull once; a 403 (the role lost the permission) empties the table. While a page is being stored the next
 * one is already asked for (its cursor is the page's own): a page that cannot be stored (overtaken by a write's
 * answer) is asked for again and the one asked for after it is dropped, so pages still land one by one, in order.
 */
export async function syncEntity(entity: SyncEntity, deps: SyncDeps): Promise<EntitySyncResult> {
  const { store, limit = DEFAULT_LIMIT, signal } = deps;
  const now = deps.now ?? (() => new Date());
  let state = await store.getState(entity);
  let restarted = false;
  let phase: SyncProgress['phase'] = state?.complete ? 'delta' : 'full';
  let received = 0;
  let deleted = 0;
  const ask = async (since: string | null): Promise<Fetched<typeof entity>> => {
    const seen = await store.acknowledgements(entity);
    const res = await deps.fetch(syncUrl(entity, since, limit), { credentials: 'include', signal });
    if (!res.ok) return { res };
    return { page: (await res.json()) as SyncPage<SyncRecord[typeof entity]>, seen };
  };
  let pending: Promise<Fetched<typeof entity>> | null = null;
  for (;;) {
    const since = state?.cursor ?? null;
    const fetched = await (pending ?? ask(since));
    pending = null;
    if ('res' in fetched) {
      const { res } = fetched;
      if (res.status === 400 && since && !restarted) {
        await res.body?.cancel();
        restarted = true;
        phase = 'full';
        await store.reset(entity);
        state = undefined;
        continue;
      }
      if (res.status === 403) {
        await res.body?.cancel();
        await store.reset(entity);
        return { entity, phase, received, deleted, skipped: 'forbidden' };
      }
      await refuse(res, store);
    }
    const { page, seen } = fetched as Extract<Fetched<typeof entity>, { page: unknown }>;
    const caughtUp = page.remaining === 0;
    const next: SyncState = {
      entity,
      cursor: page.nextCursor,
      lastSyncedAt: caughtUp ? now().toISOString() : (state?.lastSyncedAt ?? null),
      complete: Boolean(state?.complete) || caughtUp,
    };
    // The next page travels while this one is stored; its failure, if any, is met when it is its turn.
    const ahead = caughtUp ? null : ask(page.nextCursor);
    ahead?.catch(() => undefined);
    // Overtaken by a write's answer: the same cursor again, which now reads the rows as that write left them.
    if (!(await store.applyPage(entity, page.items, page.tombstones.map((t) => t.id), next, seen))) {
      await discard(ahead);
      continue;
    }
    pending = ahead;
    received += page.items.length;
    deleted += page.tombstones.length;
    deps.onProgress?.(await progressOf(entity, store, phase, received + deleted, page.remaining));
    state = next;
    if (caughtUp) return { entity, phase, received, deleted };
  }
}

/** A page asked for ahead and not wanted after all: its body is let go, its failure ignored. */
async function discard(ahead: Promise<Fetched<SyncEntity>> | null): Promise<void> {
  const fetched = await ahead?.catch(() => null);
  if (fetched && 'res' in fetched) await fetched.res.body?.cancel();
}

/** "Syncing 12,000 of 50,000 students": a full pull counts the rows stored, a delta the changes received. */
async function progressOf(entity: SyncEntity, store: SyncStore, phase: 'full' | 'delta', changes: number, remaining: number): Promise<SyncProgress> {
  const done = phase === 'full' ? await store.count(entity) : changes;
  return { entity, phase, done, total: done + remaining };
}

/** Refreshes the small universities list whole (it has no change tracking); a 403 leaves it out. */
export async function syncUniversities(deps: SyncDeps): Promise<boolean> {
  const res = await deps.fetch('/api/admin/universities', { credentials: 'include', signal: deps.signal });
  if (res.status === 403) {
    await res.body?.cancel();
    return false;
  }
  if (!res.ok) await refuse(res, deps.store);
  await deps.store.replaceUniversities((await res.json()) as UniversityOption[], (deps.now ?? (() => new Date()))().toISOString());
  return true;
}

/**
 * Tables pulled at once: all five. A first copy's time is the pages' waits (the server reading them, the round trip,
 * storing them) more than their bytes: pulled side by side, the waits overlap and the line carries one table while
 * the server reads the next. Three at a time left the small tables waiting behind the storing of a large one (at a
 * million students, docs/PERFORMANCE.md); five leave HTTP/1.1's sixth connection to the screen's own requests, and
 * the first screen was usable no later.
 */
export const SYNC_CONCURRENCY = 5;

/**
 * Syncs the given tables, `concurrency` at a time, in the order given (students first: the screen counselors open
 * first), and the universities beside them. The first failure stops the others before they store another page, and
 * is thrown once they have all stopped, so nothing lands after the pull has failed (a 401's wipe included).
 */
export async function syncAll(
  entities: readonly SyncEntity[],
  deps: SyncDeps & { universities?: boolean; concurrency?: number },
): Promise<EntitySyncResult[]> {
  const results: EntitySyncResult[] = [];
  let failure: { error: unknown } | null = null;
  const stopped = new AbortController();
  const outer = deps.signal;
  const stop = () => stopped.abort(outer?.reason);
  outer?.addEventListener('abort', stop, { once: true });
  if (outer?.aborted) stop();
  // Each table's store refuses to store a page once another table has failed or wiped the store (a 401).
  let halted = false;
  const store: SyncStore = {
    ...deps.store,
    applyPage: (...args) => {
      if (halted || failure) return Promise.reject(new Error('The sync stopped: another table failed.'));
      return deps.store.applyPage(...args);
    },
    replaceUniversities: (...args) => {
      if (halted || failure) return Promise.reject(new Error('The sync stopped: a table failed.'));
      return deps.store.replaceUniversities(...args);
    },
    wipe: () => {
      halted = true;
      return deps.store.wipe();
    },
  };
  const shared: SyncDeps = { ...deps, store, signal: stopped.signal };
  // The error thrown: the first, unless a later one says the session has ended (the app acts on that one).
  const fail = (error: unknown) => {
    if (!failure || (error instanceof SyncUnauthorizedError && !(failure.error instanceof SyncUnauthorizedError))) failure = { error };
    stopped.abort(error);
  };
  let next = 0;
  const worker = async () => {
    while (!failure && next < entities.length) {
      const index = next++;
      try {
        results[index] = await syncEntity(entities[index]!, shared);
      } catch (error) {
        fail(error);
      }
    }
  };
  try {
    const universities = deps.universities ? syncUniversities(shared).catch(fail) : null;
    const workers = Math.max(1, Math.min(deps.concurrency ?? SYNC_CONCURRENCY, entities.length));
    await Promise.all([...Array.from({ length: workers }, worker), universities]);
  } finally {
    outer?.removeEventListener('abort', stop);
  }
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
