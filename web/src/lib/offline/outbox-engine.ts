// The write outbox's logic, apart from Dexie (like sync-engine.ts): it talks to an OutboxStore and a send
// function, so it runs (and is tested) in Node with an in-memory store, and in the browser with outbox-store.ts.
import { hashKey } from '@tanstack/react-query';
import type { StudentMessage } from '@contract/message-templates';
import type { SyncEntity, SyncRecord } from '@contract/sync';

/**
 * What the outbox sends: the synced tables' writes, and the log of a message sent from a template (docs/PRODUCT.md
 * §3.19), which has no table on the device: it waits in the outbox alone and is shown from there until sent.
 */
export type OutboxEntity = SyncEntity | 'messages';

export type OutboxRow = SyncRecord[SyncEntity] | StudentMessage;

/**
 * One write waiting for the server. Entries are sent in `seq` order; an acknowledged entry is deleted, a
 * refused one stays (rejected or conflict) until a person decides: nothing typed is ever dropped silently.
 */
export type OutboxEntry = {
  /** Auto-incremented by the store: the order the writes were made in. */
  seq?: number;
  /** The admin who made the write: only their session sends it. */
  owner: string;
  entity: OutboxEntity;
  rowId: string;
  op: 'create' | 'update' | 'merge';
  /**
   * create: the whole payload, with the client's id (a resend is idempotent); update: the changed fields;
   * merge (a flagged lead into the student it duplicates): the kept student's id and the version seen of it.
   */
  body: Record<string, unknown>;
  /** update, merge: the version the change was made on; null until the row's create has been acknowledged. */
  baseVersion: number | null;
  /** The row as it looks with this write applied: what the lists show while it waits (a merge: the lead as it was). */
  row: OutboxRow;
  /** The row before this write (null for a create): what a discard restores. */
  before: OutboxRow | null;
  state: 'pending' | 'rejected' | 'conflict';
  attempts: number;
  /** Epoch ms before which a retry waits (back-off). */
  nextAttemptAt: number;
  /** The server's reason (rejected, conflict) or the last transient failure. */
  error: string | null;
  /** conflict: the server's current row, shown next to ours. */
  theirs: OutboxRow | null;
  createdAt: string;
};

export type OutboxStore = {
  /** The owner's entries in seq order. */
  list: (owner: string) => Promise<OutboxEntry[]>;
  update: (seq: number, patch: Partial<OutboxEntry>) => Promise<void>;
  /**
   * Deletes the entry, rebases the row's later entries on the server's version and stores the server row; for a
   * merge `row` is the kept student, and the lead's row goes.
   */
  acknowledge: (entry: OutboxEntry, row: OutboxRow) => Promise<void>;
};

export type SendResult = { status: number; body: unknown };

/** What a send came to, and what the worker does about it. */
export type Outcome =
  | { kind: 'ack'; row: OutboxRow }
  | { kind: 'retry'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'conflict'; current: OutboxRow; message: string }
  | { kind: 'rejected'; message: string };

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** Exponential back-off after the n-th failed attempt (1, 2, ...): 2 s, 4 s, 8 s ... capped at 5 minutes. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  // Up to 20% jitter so tabs and devices coming online together do not retry in step.
  return Math.min(BACKOFF_CAP_MS, Math.round(exp * (1 + 0.2 * random())));
}

function errorOf(body: unknown): { message?: string; current?: OutboxRow } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error = (body as { error: { message?: unknown; details?: { current?: unknown } } }).error;
  const current = error?.details?.current;
  return {
    message: typeof error?.message === 'string' ? error.message : undefined,
    current: typeof current === 'object' && current !== null ? (current as OutboxRow) : undefined,
  };
}

/** Whether every field the update sets already has that value in the server's row (a lost acknowledgement). */
export function alreadyApplied(patch: Record<string, unknown>, current: Record<string, unknown>): boolean {
  return Object.entries(patch).every(([key, value]) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const nested = current[key];
      return typeof nested === 'object' && nested !== null && alreadyApplied(value as Record<string, unknown>, nested as Record<string, unknown>);
    }
    return JSON.stringify(current[key] ?? null) === JSON.stringify(value ?? null);
  });
}

/**
 * Network failure (null) and 5xx are transient; 401 waits for the same user to sign in again; 409 with the
 * server's row is a conflict (unless the row already holds our change: our own write, its answer lost);
 * any other 4xx is a refusal with the server's reason. A merge answers the kept student's page; a refused merge
 * is never "kept mine" blindly: the person looks at both students again.
 */
export function classify(entry: OutboxEntry, result: SendResult | null): Outcome {
  if (!result) return { kind: 'retry', message: 'No connection to the server.' };
  const { status, body } = result;
  if (status >= 200 && status < 300) {
    return { kind: 'ack', row: (entry.op === 'merge' ? (body as { student: OutboxRow }).student : body) as OutboxRow };
  }
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry', message: `The server answered ${status}.` };
  if (status === 401) return { kind: 'unauthorized' };
  const { message, current } = errorOf(body);
  if (status === 409 && current && entry.op !== 'merge') {
    if (entry.op === 'update' && alreadyApplied(entry.body, current as Record<string, unknown>)) return { kind: 'ack', row: current };
    return { kind: 'conflict', current, message: message ?? 'Someone else changed this record first.' };
  }
  return { kind: 'rejected', message: message ?? `The server refused this change (${status}).` };
}

/** The student a write hangs on (an application's or visa case's), if any. */
function parentOf(entry: OutboxEntry): string | undefined {
  const id = entry.body.studentId ?? (entry.row as { studentId?: unknown }).studentId;
  return typeof id === 'string' ? id : undefined;
}

export type FlushDeps = {
  store: OutboxStore;
  owner: string;
  /** Sends one entry; answers null when the request did not reach the server. */
  send: (entry: OutboxEntry) => Promise<SendResult | null>;
  now?: () => number;
  /** Ignore back-off (the network just came back, or the user asked); a failure then restarts it from 2 s. */
  force?: boolean;
  random?: () => number;
};

/** `retryAt` (epoch ms): when the entry that stopped the run may be tried again. */
export type FlushResult = { sent: number; stopped: 'retry' | 'waiting' | 'unauthorized' | null; retryAt?: number };

/**
 * Sends the owner's pending entries in order. A transient failure stops the run (order is kept; the entry
 * waits its back-off). A refused entry blocks the later writes of the same row, and of rows hanging on it,
 * until a person resolves it; other rows go on.
 */
export async function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  let sent = 0;
  for (;;) {
    const next = nextToSend(await deps.store.list(deps.owner));
    if (!next) return { sent, stopped: null };
    const step = await sendOne(next, deps);
    if (step.kind === 'ack') sent += 1;
    else if (step.kind !== 'refused') return { sent, stopped: step.kind, ...(step.retryAt ? { retryAt: step.retryAt } : {}) };
  }
}

/** The first pending entry not held back by an earlier refused write of its row (or of its student). */
function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  const blocked = new Set<string>();
  for (const entry of entries) {
    const parent = parentOf(entry);
    const held = entry.state !== 'pending' || blocked.has(entry.rowId) || (parent !== undefined && blocked.has(parent));
    // An update (or merge) whose create is not acknowledged yet has no version to send.
    if (held || (entry.op !== 'create' && entry.baseVersion === null)) blocked.add(entry.rowId);
    else return entry;
  }
  return undefined;
}

type Step = { kind: 'ack' | 'refused' | 'retry' | 'waiting' | 'unauthorized'; retryAt?: number };

async function sendOne(entry: OutboxEntry, deps: FlushDeps): Promise<Step> {
  const now = deps.now ?? Date.now;
  if (!deps.force && entry.nextAttemptAt > now()) return { kind: 'waiting', retryAt: entry.nextAttemptAt };
  const outcome = classify(entry, await deps.send(entry).catch(() => null));
  const seq = entry.seq!;
  switch (outcome.kind) {
    case 'ack':
      await deps.store.acknowledge(entry, outcome.row);
      return { kind: 'ack' };
    case 'retry': {
      // A forced run (the network just came back, a person asked) starts the back-off again: the failures counted
      // while the device was offline must not put the next try tens of seconds or minutes after a reconnection
      // whose first request failed (a connection not quite up yet, a server busy for a moment).
      const attempts = deps.force ? 1 : entry.attempts + 1;
      const retryAt = now() + backoffMs(attempts, deps.random);
      await deps.store.update(seq, { attempts, nextAttemptAt: retryAt, error: outcome.message });
      return { kind: 'retry', retryAt };
    }
    case 'unauthorized':
      return { kind: 'unauthorized' };
    case 'conflict':
      await deps.store.update(seq, { state: 'conflict', theirs: outcome.current, error: outcome.message });
      return { kind: 'refused' };
    case 'rejected':
      await deps.store.update(seq, { state: 'rejected', error: outcome.message });
      return { kind: 'refused' };
  }
}

/** The later entries of a row, rebased on the version the server just answered (they were made on ours). */
export function rebased(entries: readonly OutboxEntry[], acked: OutboxEntry, version: number): OutboxEntry[] {
  return entries
    .filter((e) => e.rowId === acked.rowId && e.seq !== acked.seq && (e.seq ?? 0) > (acked.seq ?? 0))
    .map((e) => ({ ...e, baseVersion: version }));
}

/** A row's content: every field but its version and the time it was stored, in a key order of its own. */
const contentOf = (row: OutboxRow) => hashKey([{ ...row, version: null, updatedAt: null }]);

/**
 * The version a change is made on: the one the screen showed, or the stored row's newer one when the row moved on
 * only by this device's own acknowledged write (the server answered while the screen still showed its optimistic
 * copy, the same but for the version). Another person's change differs in content, so it stays a conflict.
 */
export function versionSeen(before: OutboxRow | null, stored: OutboxRow | undefined): number | null {
  if (!before || !('version' in before)) return null;
  const newer = stored && 'version' in stored && stored.version > before.version;
  return newer && contentOf(stored) === contentOf(before) ? stored.version : before.version;
}

/** Rows a pull brings, less those with a write waiting: a pull never overwrites (or deletes) a pending row. */
export function withoutPendingRows<T extends { id: string }>(
  items: readonly T[],
  deletedIds: readonly string[],
  pendingIds: ReadonlySet<string>,
): { items: T[]; deletedIds: string[] } {
  return { items: items.filter((i) => !pendingIds.has(i.id)), deletedIds: deletedIds.filter((id) => !pendingIds.has(id)) };
}

export type WaitingRow = { row: OutboxRow; state: OutboxEntry['state']; error: string | null; seq: number };

/**
 * The newest waiting version of each row (its last entry's row), with the row's worst state: one refused
 * entry makes the row "rejected" or "conflict" even when later edits wait behind it.
 */
export function latestRows(entries: readonly OutboxEntry[]): Map<string, WaitingRow> {
  const rows = new Map<string, WaitingRow>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const earlier = rows.get(entry.rowId);
    const stuck = earlier && earlier.state !== 'pending' ? earlier : undefined;
    rows.set(entry.rowId, {
      row: entry.row,
      state: stuck?.state ?? entry.state,
      error: stuck?.error ?? (entry.state === 'pending' ? null : entry.error),
      seq: stuck?.seq ?? entry.seq ?? 0,
    });
  }
  return rows;
}
