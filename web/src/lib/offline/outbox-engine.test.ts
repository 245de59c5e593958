import { describe, expect, it } from 'vitest';
import type { Student } from '@contract';
import {
  BACKOFF_CAP_MS,
  backoffMs,
  classify,
  flushOutbox,
  latestRows,
  rebased,
  versionSeen,
  withoutPendingRows,
  type OutboxEntry,
  type OutboxRow,
  type OutboxStore,
  type SendResult,
} from './outbox-engine';

const student = (id: string, name: string, version = 1): Student => ({
  id,
  personalInfo: { name },
  fieldOfStudy: null,
  destinationCity: null,
  stage: 'lead',
  priority: 'medium',
  assignedCounselor: null,
  ownerName: null,
  tags: [],
  preferredLanguage: 'en',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  version,
});

function entry(rowId: string, op: OutboxEntry['op'], body: Record<string, unknown>, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    owner: 'me',
    entity: 'students',
    rowId,
    op,
    body,
    baseVersion: op === 'update' ? 1 : null,
    row: { ...student(rowId, String(body.name ?? rowId)), ...(body.fieldOfStudy ? { fieldOfStudy: String(body.fieldOfStudy) } : {}) },
    before: null,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    theirs: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...extra,
  };
}

/** The store as an array, acknowledging like the Dexie one: delete, rebase the row's later entries. */
function memoryStore(initial: OutboxEntry[]) {
  let seq = 0;
  let entries: OutboxEntry[] = initial.map((e) => ({ ...e, seq: ++seq }));
  const stored: OutboxRow[] = [];
  const store: OutboxStore = {
    list: async (owner) => entries.filter((e) => e.owner === owner),
    update: async (s, patch) => {
      entries = entries.map((e) => (e.seq === s ? { ...e, ...patch } : e));
    },
    acknowledge: async (acked, row) => {
      const later = new Map(rebased(entries, acked, row.version).map((e) => [e.seq, e]));
      entries = entries.filter((e) => e.seq !== acked.seq).map((e) => later.get(e.seq) ?? e);
      stored.push(row);
    },
  };
  return { store, entries: () => entries, stored };
}

/** A server answering from a script, recording what it was sent. */
function server(answers: (SendResult | null)[]) {
  const sent: OutboxEntry[] = [];
  const send = async (e: OutboxEntry) => {
    sent.push(e);
    const answer = answers.shift();
    if (answer === undefined) throw new Error('unexpected send');
    return answer;
  };
  return { send, sent };
}

const ok = (row: OutboxRow, status = 200): SendResult => ({ status, body: row });
const refusal = (status: number, message: string, current?: OutboxRow): SendResult => ({
  status,
  body: { error: { status, message, ...(current ? { details: { current } } : {}) } },
});

describe('backoffMs', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    const none = () => 0;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, none))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(30, none)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(1, () => 1)).toBe(2_400);
  });
});

describe('classify', () => {
  const update = entry('a', 'update', { fieldOfStudy: 'Law' });
  it('retries network failures and 5xx, waits on 401, and refuses other 4xx with the server message', () => {
    expect(classify(update, null).kind).toBe('retry');
    expect(classify(update, { status: 503, body: null }).kind).toBe('retry');
    expect(classify(update, { status: 401, body: null }).kind).toBe('unauthorized');
    expect(classify(update, refusal(422, 'A student cannot go from lead to alumni'))).toEqual({
      kind: 'rejected',
      message: 'A student cannot go from lead to alumni',
    });
    expect(classify(update, { status: 400, body: 'garbage' })).toMatchObject({ kind: 'rejected', message: expect.stringContaining('400') });
  });

  it('treats a 409 as a conflict, unless the server row already holds the change (a lost acknowledgement)', () => {
    const theirs = { ...student('a', 'A', 3), fieldOfStudy: 'Medicine' };
    expect(classify(update, refusal(409, 'Changed meanwhile', theirs))).toMatchObject({ kind: 'conflict', current: theirs });
    const ours = { ...student('a', 'A', 3), fieldOfStudy: 'Law' };
    expect(classify(update, refusal(409, 'Changed meanwhile', ours))).toEqual({ kind: 'ack', row: ours });
    const nested = entry('a', 'update', { personalInfo: { phone: '+254 700' } });
    const withPhone = { ...student('a', 'A', 3), personalInfo: { name: 'A', phone: '+254 700' } };
    expect(classify(nested, refusal(409, 'x', withPhone)).kind).toBe('ack');
    expect(classify(update, refusal(409, 'Stage refused')).kind).toBe('rejected');
  });

  it("acknowledges a merge with the kept student, and refuses a stale one for the person to look again (no 'keep mine')", () => {
    const merge = entry('lead', 'merge', { resolution: 'merge', into: 'kept', intoVersion: 2 }, { baseVersion: 1 });
    const kept = student('kept', 'Kept', 3);
    expect(classify(merge, { status: 200, body: { student: kept, possibleDuplicateOf: [], applications: [], visaCases: [] } })).toEqual({
      kind: 'ack',
      row: kept,
    });
    expect(classify(merge, refusal(409, 'One of these students was changed since you looked.', student('lead', 'Lead', 2)))).toEqual({
      kind: 'rejected',
      message: 'One of these students was changed since you looked.',
    });
  });
});

describe('flushOutbox', () => {
  it('sends in order, deletes what the server stored, and rebases later edits on the new version', async () => {
    const { store, entries, stored } = memoryStore([
      entry('a', 'create', { id: 'a', name: 'Amina' }),
      entry('a', 'update', { fieldOfStudy: 'Law' }, { baseVersion: null }),
      entry('b', 'update', { fieldOfStudy: 'Medicine' }, { baseVersion: 4 }),
    ]);
    const api = server([ok(student('a', 'Amina', 1), 201), ok(student('a', 'Amina', 2)), ok(student('b', 'B', 5))]);
    expect(await flushOutbox({ store, owner: 'me', send: api.send })).toEqual({ sent: 3, stopped: null });
    expect(api.sent.map((e) => `${e.op} ${e.rowId} v${e.baseVersion}`)).toEqual(['create a vnull', 'update a v1', 'update b v4']);
    expect(entries()).toEqual([]);
    expect(stored.map((r) => `${r.id} v${r.version}`)).toEqual(['a v1', 'a v2', 'b v5']);
  });

  it('stops at a network failure or 5xx, keeps the entry with its back-off, and resends it (no duplicate) later', async () => {
    const { store, entries } = memoryStore([entry('a', 'create', { id: 'a' }), entry('b', 'create', { id: 'b' })]);
    const api = server([null]);
    expect(await flushOutbox({ store, owner: 'me', send: api.send, now: () => 1000, random: () => 0 })).toEqual({ sent: 0, stopped: 'retry', retryAt: 3000 });
    expect(entries()[0]).toMatchObject({ attempts: 1, nextAttemptAt: 3000, state: 'pending' });
    expect(api.sent).toHaveLength(1);
    // Before the back-off is over nothing is sent; then the same create (same client id) goes again.
    expect(await flushOutbox({ store, owner: 'me', send: api.send, now: () => 2000 })).toEqual({ sent: 0, stopped: 'waiting', retryAt: 3000 });
    const later = server([{ status: 502, body: null }]);
    await flushOutbox({ store, owner: 'me', send: later.send, now: () => 3000, random: () => 0 });
    expect(entries()[0]).toMatchObject({ attempts: 2, nextAttemptAt: 7000 });
    const back = server([ok(student('a', 'A')), ok(student('b', 'B'))]);
    expect(await flushOutbox({ store, owner: 'me', send: back.send, now: () => 3000, force: true })).toEqual({ sent: 2, stopped: null });
    expect(back.sent.map((e) => e.body.id)).toEqual(['a', 'b']);
  });

  it('restarts the back-off when a forced run (the network back) fails: the failures counted offline do not delay the next try', async () => {
    // Captured at a stand with no network: four failed tries, the next one 16 s after the last.
    const { store, entries } = memoryStore([entry('a', 'create', { id: 'a' }, { attempts: 4, nextAttemptAt: 17_000 })]);
    // The network is back but its first request fails: tried again 2 s later, not 32.
    const first = server([null]);
    expect(await flushOutbox({ store, owner: 'me', send: first.send, now: () => 10_000, random: () => 0, force: true })).toEqual({
      sent: 0,
      stopped: 'retry',
      retryAt: 12_000,
    });
    expect(entries()[0]).toMatchObject({ attempts: 1, nextAttemptAt: 12_000 });
    const then = server([ok(student('a', 'A'))]);
    expect(await flushOutbox({ store, owner: 'me', send: then.send, now: () => 12_000 })).toEqual({ sent: 1, stopped: null });
  });

  it('keeps a refused write with its reason, holds back that row and what hangs on it, and sends the rest', async () => {
    const { store, entries } = memoryStore([
      entry('a', 'create', { id: 'a', name: '' }),
      entry('a', 'update', { fieldOfStudy: 'Law' }, { baseVersion: null }),
      entry('app-1', 'create', { id: 'app-1', studentId: 'a' }, { entity: 'applications' }),
      entry('b', 'create', { id: 'b', name: 'Bilal' }),
    ]);
    const api = server([refusal(400, "Enter the student's name"), ok(student('b', 'Bilal'))]);
    expect(await flushOutbox({ store, owner: 'me', send: api.send })).toEqual({ sent: 1, stopped: null });
    expect(entries().map((e) => `${e.rowId} ${e.state}`)).toEqual(['a rejected', 'a pending', 'app-1 pending']);
    expect(entries()[0]!.error).toBe("Enter the student's name");
  });

  it('keeps both versions of a conflict, and leaves everything in place when the session has ended', async () => {
    const theirs = { ...student('a', 'Amina', 7), fieldOfStudy: 'Medicine' };
    const { store, entries } = memoryStore([entry('a', 'update', { fieldOfStudy: 'Law' }), entry('b', 'create', { id: 'b' })]);
    const api = server([refusal(409, 'Someone else changed this student.', theirs), { status: 401, body: null }]);
    expect(await flushOutbox({ store, owner: 'me', send: api.send })).toEqual({ sent: 0, stopped: 'unauthorized' });
    expect(entries()[0]).toMatchObject({ state: 'conflict', theirs, error: 'Someone else changed this student.' });
    expect((entries()[0]!.row as Student).fieldOfStudy).toBe('Law');
    expect(entries()[1]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it("sends only the signed-in admin's writes", async () => {
    const { store, entries } = memoryStore([entry('a', 'create', { id: 'a' }, { owner: 'someone-else' })]);
    expect(await flushOutbox({ store, owner: 'me', send: server([]).send })).toEqual({ sent: 0, stopped: null });
    expect(entries()).toHaveLength(1);
  });
});

describe('merging with pulls and lists', () => {
  it('never lets a pull overwrite or delete a row with a write waiting', () => {
    const pulled = [student('a', 'Server A'), student('b', 'Server B')];
    expect(withoutPendingRows(pulled, ['c', 'd'], new Set(['a', 'd']))).toEqual({ items: [pulled[1]], deletedIds: ['c'] });
  });

  it("shows each row's newest waiting version, and its worst state", () => {
    const rows = latestRows([
      { ...entry('a', 'create', { name: 'First' }), seq: 1, state: 'rejected', error: 'No' },
      { ...entry('a', 'update', { name: 'Second' }), seq: 2 },
      { ...entry('b', 'create', { name: 'B' }), seq: 3 },
    ]);
    expect(rows.get('a')).toMatchObject({ state: 'rejected', error: 'No', seq: 1 });
    expect((rows.get('a')!.row as Student).personalInfo.name).toBe('Second');
    expect(rows.get('b')).toMatchObject({ state: 'pending', error: null });
  });
});

describe('versionSeen', () => {
  const shown = { ...student('a', 'Halima'), stage: 'application_in_progress' as const, updatedAt: '2026-11-22T10:05:00.000Z' };

  it("takes the stored version when the row moved on only by this device's acknowledged write", () => {
    // The server answered the stage change (version 2) while the screen still showed its optimistic copy (version 1).
    const acknowledged = { ...shown, version: 2, updatedAt: '2026-11-22T10:05:01.000Z' };
    expect(versionSeen(shown, acknowledged)).toBe(2);
  });

  it("keeps the screen's version, so the server reports a conflict, when the stored row holds someone else's change", () => {
    const theirs = { ...shown, fieldOfStudy: 'Law', version: 2 };
    expect(versionSeen(shown, theirs)).toBe(1);
  });

  it("keeps the screen's version when nothing newer is stored, and has none for a create", () => {
    expect(versionSeen(shown, undefined)).toBe(1);
    expect(versionSeen(shown, { ...shown, version: 1 })).toBe(1);
    expect(versionSeen(null, shown)).toBeNull();
  });
});
