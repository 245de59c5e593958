import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { readStoredAdmin } from '../admin-session';
import { offlineDatabase, type OfflineDatabase } from './offline-db';
import { createOfflinePersister, type OfflinePersister } from './query-persister';
import { claimStoreFor } from './store-owner';

/**
 * The persister's storage: the offline database's `queries` table, which logout and an expired session wipe
 * with the rest. It saves only while its owner is still the signed-in admin: logout forgets the stored admin
 * before it wipes, so an answer arriving during or after the wipe is never written back. It claims the store
 * first (store-owner.ts), as the sync does, so the first pull's claim cannot wipe an answer saved before it.
 */
export function dexieQueryStorage(db: OfflineDatabase, owner: string): AsyncStorage<string> {
  return {
    getItem: async (key) => (await db.queries.get(key))?.value,
    setItem: async (key, value) => {
      const admin = readStoredAdmin();
      if (admin?.id !== owner) return;
      await claimStoreFor(admin);
      if (readStoredAdmin()?.id === owner) await db.queries.put({ key, value });
    },
    removeItem: async (key) => {
      await db.queries.delete(key);
    },
    entries: async () => (await db.queries.toArray()).map(({ key, value }) => [key, value] as [string, string]),
  };
}

let current: { owner: string; persister: OfflinePersister } | undefined;

/** The signed-in admin's persister; none without one (nothing is saved for nobody). */
const persistAdminQuery: OfflinePersister = (queryFn, context, query) => {
  const owner = readStoredAdmin()?.id;
  if (!owner) return Promise.resolve(queryFn(context));
  if (current?.owner !== owner) current = { owner, persister: createOfflinePersister(dexieQueryStorage(offlineDatabase(), owner), owner) };
  return current.persister(queryFn, context, query);
};

/**
 * Spread into the query options of an admin answer that must open offline (dashboard, analytics).
 * 'offlineFirst': the first fetch runs with no network too, so the saved answer is restored instead of waiting.
 */
export const keptOffline = { persister: persistAdminQuery, networkMode: 'offlineFirst' } as const;
