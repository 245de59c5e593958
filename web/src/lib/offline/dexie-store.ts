import type { SyncEntity } from '@contract';
import { withoutPendingRows } from './outbox-engine';
import { wipeGeneration, wipeOfflineData, type OfflineDatabase } from './offline-db';
import type { SyncStore } from './sync-engine';

/** The Dexie table holding an entity's rows. */
export function tableOf(db: OfflineDatabase, entity: SyncEntity) {
  if (entity === 'students') return db.students;
  if (entity === 'applications') return db.applications;
  if (entity === 'notes') return db.notes;
  if (entity === 'tasks') return db.tasks;
  return db.visaCases;
}

/** A page that was in flight when logout wiped the store must not bring the data back. */
export class StoreWipedError extends Error {
  constructor() {
    super('The offline data was wiped during the sync.');
    this.name = 'StoreWipedError';
  }
}

/** The sync engine's store on the offline database: each page and its cursor land in one transaction. */
export function dexieSyncStore(db: OfflineDatabase): SyncStore {
  const generation = wipeGeneration();
  const stillOurs = () => {
    if (wipeGeneration() !== generation) throw new StoreWipedError();
  };
  return {
    getState: (entity) => db.syncState.get(entity),
    acknowledgements: async (entity) => (await db.acks.get(entity))?.count ?? 0,
    applyPage: async (entity, items, deletedIds, state, seen) => {
      const table = tableOf(db, entity);
      return db.transaction('rw', [table, db.syncState, db.outbox, db.acks], async () => {
        stillOurs();
        if (((await db.acks.get(entity))?.count ?? 0) !== seen) return false;
        // A row with a write waiting keeps its local version: the pull must not overwrite (or delete) it.
        const waiting = new Set((await db.outbox.where('entity').equals(entity).toArray()).map((e) => e.rowId));
        const page = withoutPendingRows(items, deletedIds, waiting);
        // The three tables' row types differ; the entity picked both the table and the items' type.
        await (table as typeof db.students).bulkPut(page.items as never[]);
        await table.bulkDelete(page.deletedIds);
        await db.syncState.put(state);
        return true;
      });
    },
    count: (entity) => tableOf(db, entity).count(),
    reset: async (entity) => {
      const table = tableOf(db, entity);
      await db.transaction('rw', table, db.syncState, async () => {
        await table.clear();
        await db.syncState.delete(entity);
      });
    },
    replaceUniversities: async (universities, syncedAt) => {
      await db.transaction('rw', db.universities, db.syncState, async () => {
        stillOurs();
        await db.universities.clear();
        await db.universities.bulkPut([...universities]);
        await db.syncState.put({ entity: 'universities', cursor: null, lastSyncedAt: syncedAt, complete: true });
      });
    },
    wipe: () => wipeOfflineData(db),
  };
}
