import { useEffect } from 'react';
import { can } from '@contract/permissions';
import { SYNC_ENTITIES, SYNC_READ_PERMISSION, type SyncEntity } from '@contract/sync-entities';
import { markedBackground } from '../background-request';
import { dexieSyncStore } from './dexie-store';
import { offlineDatabase } from './offline-db';
import { shownProgress } from './status-text';
import { syncAll, SyncUnauthorizedError, type SyncProgress } from './sync-engine';
import { claimStoreFor, type StoreOwner } from './store-owner';
import { setOfflineSyncStatus } from './sync-status';

/** A delta pull this often while the CRM is open and online (and at once when the network comes back). */
export const SYNC_INTERVAL_MS = 5 * 60_000;

/** Who the pull runs for: the role decides the tables, the id who owns the stored copy. */
export type SyncOwner = StoreOwner;

/** The tables this role may read, hence sync. */
export function syncableEntities(admin: SyncOwner): SyncEntity[] {
  return SYNC_ENTITIES.filter((entity) => can(admin.role, SYNC_READ_PERMISSION[entity]));
}

/**
 * Asks the browser to keep the offline copy when space runs low (after sign-in, once per page). A refusal
 * is shown, not fatal: the data may then be evicted and pulled again.
 */
async function askPersistentStorage(): Promise<void> {
  if (!navigator.storage?.persist) return;
  const persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
  setOfflineSyncStatus({ persisted });
}

/** The oldest "last synced" time of the tables this role syncs, or null before the first full pull. */
async function readLastSynced(entities: readonly SyncEntity[]): Promise<string | null> {
  const states = await offlineDatabase().syncState.bulkGet([...entities]);
  const times = states.map((s) => s?.lastSyncedAt ?? null);
  if (times.some((t) => t === null)) return null;
  return (times as string[]).sort()[0] ?? null;
}

let inFlight: Promise<void> | null = null;

/** One pull of every table the role may read, never two at once; failures show in the status, never throw. */
export function runOfflineSync(admin: SyncOwner): Promise<void> {
  if (inFlight) return inFlight;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  const entities = syncableEntities(admin);
  inFlight = (async () => {
    setOfflineSyncStatus({ running: true, progress: null });
    try {
      await claimStoreFor(admin);
      const latest = new Map<SyncEntity, SyncProgress>();
      await syncAll(entities, {
        store: dexieSyncStore(offlineDatabase()),
        // The app's own pulls: they do not keep the session from idling out.
        fetch: (input, init) => fetch(input, markedBackground(init)),
        onProgress: (progress) => {
          latest.set(progress.entity, progress);
          setOfflineSyncStatus({ progress: shownProgress(entities.map((entity) => latest.get(entity))) });
        },
        universities: can(admin.role, 'universities:read'),
      });
      setOfflineSyncStatus({ running: false, progress: null, error: null, lastSyncedAt: await readLastSynced(entities) });
    } catch (error) {
      // A 401 has already wiped the store (the engine does it). The page stays: a background pull never
      // navigates away from what the user is doing; their next request meets the 401 and goes to sign-in.
      const wiped = error instanceof SyncUnauthorizedError;
      const message = error instanceof Error ? error.message : String(error);
      setOfflineSyncStatus({ running: false, progress: null, error: message, ...(wiped ? { lastSyncedAt: null } : {}) });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Keeps the offline copy fresh while the admin shell is open: at once, every few minutes, and on reconnect. */
export function useOfflineSync(signedIn: SyncOwner): void {
  // Keyed on the id and role, not the object: the layout route hands a new one on each navigation.
  const { id, role } = signedIn;
  useEffect(() => {
    const admin: SyncOwner = { id, role };
    let active = true;
    void readLastSynced(syncableEntities(admin))
      .then((lastSyncedAt) => active && setOfflineSyncStatus({ lastSyncedAt }))
      .catch(() => undefined);
    const sync = () => void runOfflineSync(admin);
    sync();
    askPersistentStorage().catch(() => setOfflineSyncStatus({ persisted: false }));
    const timer = window.setInterval(sync, SYNC_INTERVAL_MS);
    window.addEventListener('online', sync);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('online', sync);
    };
  }, [id, role]);
}
