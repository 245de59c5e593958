// The outbox on IndexedDB: a write and its optimistic local row land in one transaction, and every way out of
// the outbox (acknowledged, kept, taken, discarded) is a transaction too, so a crash never half-applies one.
import type { Student } from '@contract/crm';
import { SYNC_ENTITIES, type SyncEntity } from '@contract/sync-entities';
import { tableOf } from './dexie-store';
import { rememberAnswer } from './answered-rows';
import { countAcknowledgement, offlineDatabase, type OfflineDatabase } from './offline-db';
import { rebased, versionSeen, type OutboxEntity, type OutboxEntry, type OutboxRow, type OutboxStore } from './outbox-engine';

/** A version-4 UUID, also where crypto.randomUUID is missing (plain http on a LAN is not a secure context). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether the entity's rows are kept in a table of their own (a message log is kept in the outbox only). */
const mirrored = (entity: OutboxEntity): entity is SyncEntity => (SYNC_ENTITIES as readonly string[]).includes(entity);

/** The tables a write of the entity touches besides the outbox: its own table, if it has one. */
const rowTables = (db: OfflineDatabase, entity: OutboxEntity) => (mirrored(entity) ? [tableOf(db, entity)] : []);

async function putRow(db: OfflineDatabase, entity: OutboxEntity, row: OutboxRow): Promise<void> {
  if (mirrored(entity)) await (tableOf(db, entity) as OfflineDatabase['students']).put(row as never);
}

function laterOf(db: OfflineDatabase, entry: OutboxEntry) {
  return db.outbox
    .where('rowId')
    .equals(entry.rowId)
    .filter((e) => (e.seq ?? 0) > (entry.seq ?? 0))
    .sortBy('seq');
}

export type NewWrite = Pick<OutboxEntry, 'owner' | 'entity' | 'rowId' | 'op' | 'body' | 'row' | 'before'>;

/**
 * Records a write: the outbox entry and the optimistic row in one transaction. An update made on top of
 * writes still waiting for the same row gets its version when those are acknowledged (baseVersion null).
 */
export async function enqueueWrite(write: NewWrite, db: OfflineDatabase = offlineDatabase()): Promise<number> {
  return db.transaction('rw', [db.outbox, ...rowTables(db, write.entity)], async () => {
    const earlier = await db.outbox.where('rowId').equals(write.rowId).count();
    const stored = earlier === 0 && mirrored(write.entity) ? await tableOf(db, write.entity).get(write.rowId) : undefined;
    const baseVersion = write.op !== 'create' && earlier === 0 ? versionSeen(write.before, stored) : null;
    await putRow(db, write.entity, write.row);
    return db.outbox.add({
      ...write,
      baseVersion,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      theirs: null,
      createdAt: new Date().toISOString(),
    }) as Promise<number>;
  });
}

/** The engine's store on the offline database. */
export function dexieOutboxStore(db: OfflineDatabase = offlineDatabase()): OutboxStore {
  return {
    list: (owner) => db.outbox.where('owner').equals(owner).sortBy('seq'),
    update: async (seq, patch) => {
      await db.outbox.update(seq, patch);
    },
    acknowledge: (entry, row) => {
      if (entry.op === 'merge') return acknowledgeMerge(db, entry, row as Student);
      // Before the entry goes: a list still showing it switches straight to the server's row.
      rememberAnswer(entry.entity, row);
      return db.transaction('rw', [db.outbox, ...rowTables(db, entry.entity), db.acks], async () => {
        const later = await laterOf(db, entry);
        await db.outbox.delete(entry.seq!);
        await db.outbox.bulkPut(rebased(later, entry, row.version));
        if (mirrored(entry.entity)) await countAcknowledgement(db, [entry.entity]);
        // With later edits still waiting, the local row keeps them (on the server's new version).
        const last = later.at(-1);
        await putRow(db, entry.entity, last ? ({ ...last.row, version: row.version } as OutboxRow) : row);
      });
    },
  };
}

/**
 * A merge the server made: the lead's row goes, the kept student's comes (unless a write of it waits: a pull never
 * overwrites one either), and the lead's records show under the kept student until the next pull brings them.
 */
function acknowledgeMerge(db: OfflineDatabase, entry: OutboxEntry, kept: Student): Promise<void> {
  return db.transaction('rw', [db.outbox, db.students, db.applications, db.visaCases, db.acks], async () => {
    // An edit of the lead made while the merge waited is sent on the lead's last version: refused, and shown.
    const later = await laterOf(db, entry);
    await db.outbox.delete(entry.seq!);
    await countAcknowledgement(db, ['students', 'applications', 'visa-cases']);
    await db.outbox.bulkPut(rebased(later, entry, (entry.baseVersion ?? 0) + 1));
    await db.students.delete(entry.rowId);
    if ((await db.outbox.where('rowId').equals(kept.id).count()) === 0) await db.students.put(kept);
    const moved = { studentId: kept.id, studentName: kept.personalInfo.name };
    await db.applications.where('studentId').equals(entry.rowId).modify(moved);
    await db.visaCases.where('studentId').equals(entry.rowId).modify(moved);
  });
}

/** Conflict, "keep mine": send my change again, on the version the server has now. */
export async function keepMine(seq: number, db: OfflineDatabase = offlineDatabase()): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (!entry?.theirs) return;
  await db.outbox.update(seq, { state: 'pending', baseVersion: entry.theirs.version, theirs: null, error: null, attempts: 0, nextAttemptAt: 0 });
}

/** Conflict, "take theirs": drop my change and store the server's row; later edits go on top of theirs. */
export async function takeTheirs(seq: number, db: OfflineDatabase = offlineDatabase()): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (!entry?.theirs) return;
  const theirs = entry.theirs;
  await db.transaction('rw', [db.outbox, ...rowTables(db, entry.entity), db.acks], async () => {
    const later = await laterOf(db, entry);
    await db.outbox.delete(seq);
    await db.outbox.bulkPut(rebased(later, entry, theirs.version));
    if (mirrored(entry.entity)) await countAcknowledgement(db, [entry.entity]);
    await putRow(db, entry.entity, theirs);
  });
}

/**
 * A person discards a refused write (never the app on its own). A refused create takes the row's later
 * edits with it (the row never reached the server); a refused update restores the row as it was before.
 */
export async function discardWrite(seq: number, db: OfflineDatabase = offlineDatabase()): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (!entry) return;
  const tables = rowTables(db, entry.entity);
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    const later = await laterOf(db, entry);
    if (entry.op === 'create') {
      await db.outbox.bulkDelete([seq, ...later.map((e) => e.seq!)]);
      for (const table of tables) await table.delete(entry.rowId);
      return;
    }
    await db.outbox.delete(seq);
    await db.outbox.bulkPut(later.map((e, i) => (i === 0 ? { ...e, baseVersion: entry.baseVersion } : e)));
    if (!later.length && entry.before) await putRow(db, entry.entity, entry.before);
  });
}

/** How many of the admin's writes have not reached the server (pending, refused or in conflict). */
export function countWaiting(owner: string, db: OfflineDatabase = offlineDatabase()): Promise<number> {
  return db.outbox.where('owner').equals(owner).count();
}

/** An explicit "discard and sign out": forgets the admin's waiting writes. */
export async function clearOutbox(owner: string, db: OfflineDatabase = offlineDatabase()): Promise<void> {
  await db.outbox.where('owner').equals(owner).delete();
}
