import { Dexie, type EntityTable } from 'dexie';
import type { Application, StaffTask, Student, StudentNote, SyncEntity, UniversityOption, VisaCase } from '@contract';
import type { OutboxEntry } from './outbox-engine';
import type { SyncState } from './sync-engine';
import { forgetAnswers } from './answered-rows';

/**
 * The CRM as IndexedDB keeps it for offline reads: rows exactly as the API shapes them, indexed on what the
 * screens filter and sort by. Everything here is staff data: wipeOfflineData() clears it on logout.
 */
export type OfflineDatabase = Dexie & {
  students: EntityTable<Student, 'id'>;
  applications: EntityTable<Application, 'id'>;
  visaCases: EntityTable<VisaCase, 'id'>;
  /** Notes and logged contacts of the students the role reads them of (notes:read). */
  notes: EntityTable<StudentNote, 'id'>;
  /** The signed-in person's staff tasks (every task for a manager): docs/PRODUCT.md §3.17. */
  tasks: EntityTable<StaffTask, 'id'>;
  universities: EntityTable<UniversityOption, 'id'>;
  syncState: EntityTable<SyncState, 'entity'>;
  /** Writes waiting for the server (outbox-store.ts). Never in adminTables(): a wipe must not lose them. */
  outbox: EntityTable<OutboxEntry, 'seq'>;
  /** The flush worker's lease where navigator.locks is missing: one tab sends at a time. */
  leases: EntityTable<{ name: string; holder: string; until: number }, 'name'>;
  /** Saved answers of the admin queries shown offline (dashboard, analytics), by persister key (query-persister.ts). */
  queries: EntityTable<{ key: string; value: string }, 'key'>;
  /** Per table, how many outbox answers have been stored in it: a pull page read before one is fetched again. */
  acks: EntityTable<{ entity: SyncEntity; count: number }, 'entity'>;
};

export const OFFLINE_DB_NAME = 'mission-control-offline';

export function openOfflineDatabase(name = OFFLINE_DB_NAME): OfflineDatabase {
  const db = new Dexie(name) as OfflineDatabase;
  db.version(1).stores({
    // [createdAt+id] is the lists' order (newest first, then id); stage and priority their filters.
    students: 'id, [createdAt+id], stage, priority',
    applications: 'id, [createdAt+id], status, studentId',
    visaCases: 'id, [createdAt+id], status, studentId',
    universities: 'id, name',
    syncState: 'entity',
  });
  // The write outbox: ++seq is the order writes were made in, rowId finds a row's waiting writes.
  db.version(2).stores({ outbox: '++seq, owner, rowId, entity', leases: 'name' });
  db.version(3).stores({ queries: 'key' });
  db.version(4).stores({ acks: 'entity' });
  // A student's notes, newest first.
  db.version(5).stores({ notes: 'id, studentId, [studentId+createdAt]' });
  // Staff tasks: "My tasks" by assignee, a student's follow-ups by student.
  db.version(6).stores({ tasks: 'id, assigneeId, studentId, dueAt' });
  return db;
}

let shared: OfflineDatabase | undefined;

/** The one database of this origin, opened on first use (Dexie opens lazily too). */
export function offlineDatabase(): OfflineDatabase {
  shared ??= openOfflineDatabase();
  return shared;
}

/** Every table holding staff data; a new admin table must be added here so logout clears it. */
export function adminTables(db: OfflineDatabase) {
  return [db.students, db.applications, db.visaCases, db.notes, db.tasks, db.universities, db.syncState, db.queries, db.acks];
}

let wipes = 0;

/** How many wipes this page has made: a sync store born before a wipe must not write after it. */
export function wipeGeneration(): number {
  return wipes;
}

/** Counts an outbox answer stored in these tables; call it inside the transaction that stores it. */
export async function countAcknowledgement(db: OfflineDatabase, entities: readonly SyncEntity[]): Promise<void> {
  for (const entity of entities) await db.acks.put({ entity, count: ((await db.acks.get(entity))?.count ?? 0) + 1 });
}

/** Clears every admin table in one transaction (logout, or a session found expired), also offline. */
export async function wipeOfflineData(db: OfflineDatabase = offlineDatabase()): Promise<void> {
  wipes += 1;
  forgetAnswers();
  const tables = adminTables(db);
  await db.transaction('rw', tables, () => Promise.all(tables.map((t) => t.clear())));
}
