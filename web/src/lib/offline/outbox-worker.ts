// The single flush worker: one run at a time in this tab, and one tab at a time (navigator.locks, or a lease
// in IndexedDB where locks are missing), started by the app, the network coming back, a timer and the page
// becoming visible.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markedBackground } from '../background-request';
import { CRM_URLS, studentMessagesUrl, studentNotesUrl } from '../crm-urls';
import { offlineDatabase } from './offline-db';
import { flushOutbox, type FlushResult, type OutboxEntry, type SendResult } from './outbox-engine';
import { dexieOutboxStore } from './outbox-store';

export const FLUSH_INTERVAL_MS = 30_000;
const LOCK_NAME = 'mission-control-outbox';
const LEASE_MS = 60_000;
const TAB_ID = Math.random().toString(36).slice(2);

/**
 * The request of an entry: the create's POST, the update's PATCH, the merge's POST on the lead's duplicates. A note
 * (only ever created) is posted under its student, named in its body; so is a message's log.
 */
export function requestOf(entry: OutboxEntry): { method: 'POST' | 'PATCH'; url: string; body: Record<string, unknown> } {
  if (entry.entity === 'notes') return { method: 'POST', url: studentNotesUrl(String(entry.body.studentId)), body: entry.body };
  if (entry.entity === 'messages') return { method: 'POST', url: studentMessagesUrl(String(entry.body.studentId)), body: entry.body };
  const url = `${CRM_URLS[entry.entity]}/${entry.rowId}`;
  const versioned = { ...entry.body, version: entry.baseVersion };
  if (entry.op === 'create') return { method: 'POST', url: CRM_URLS[entry.entity], body: entry.body };
  if (entry.op === 'merge') return { method: 'POST', url: `${url}/duplicates`, body: versioned };
  return { method: 'PATCH', url, body: versioned };
}

/**
 * One entry over HTTP: a create is a POST with the client id (idempotent), an update a PATCH with its version,
 * a merge a POST with both versions (a resent merge is answered as done). `background`: sent because a timer,
 * the network or the tab woke the worker, not because a person just saved or asked: not the person's activity.
 */
export async function sendEntry(entry: OutboxEntry, { background }: { background: boolean }): Promise<SendResult | null> {
  const { method, url, body } = requestOf(entry);
  const init: RequestInit = { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  let res: Response;
  try {
    res = await fetch(url, background ? markedBackground(init) : init);
  } catch {
    return null;
  }
  const text = await res.text().catch(() => '');
  return { status: res.status, body: parseBody(text) };
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Runs `work` only if no other tab (or run) holds the outbox; answers null when it is held. */
async function exclusively<T>(work: () => Promise<T>): Promise<T | null> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? work() : null));
  }
  const db = offlineDatabase();
  const claimed = await db.transaction('rw', db.leases, async () => {
    const lease = await db.leases.get(LOCK_NAME);
    if (lease && lease.holder !== TAB_ID && lease.until > Date.now()) return false;
    await db.leases.put({ name: LOCK_NAME, holder: TAB_ID, until: Date.now() + LEASE_MS });
    return true;
  });
  if (!claimed) return null;
  try {
    return await work();
  } finally {
    await db.leases.delete(LOCK_NAME);
  }
}

let running: Promise<FlushResult | null> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Tries again when the back-off of the entry that stopped the run is over (not only on the next tick). */
function scheduleRetry(owner: string, at: number | undefined): void {
  clearTimeout(retryTimer);
  if (at === undefined) return;
  retryTimer = setTimeout(() => void flushNow(owner, BY_THE_APP), Math.max(0, at - Date.now()));
}

/** After a person resolved a refused or conflicting write: send what it freed, and show the rows as they are now. */
export async function afterDecision(owner: string): Promise<void> {
  await flushNow(owner, { force: true, byPerson: true });
  refresh();
}

/** Waits up to `ms` for the outbox to send the row's writes; true when none is left waiting. */
export async function settled(owner: string, rowId: string, ms = 4_000): Promise<boolean> {
  await Promise.race([flushNow(owner, { byPerson: true }), new Promise((r) => setTimeout(r, ms))]);
  return (await offlineDatabase().outbox.where('rowId').equals(rowId).count()) === 0;
}
let again = false;
/** A forced call ("Sync now", the network back) arrived during a run: one more run, ignoring back-off. */
let againForced = false;
/** A person's call (a save, "Sync now") arrived for this run: what it sends is their activity, not background. */
let personWaiting = false;
/** The screens' caches, refreshed when the server's rows changed what they show. */
const refreshers = new Set<() => void>();
const refresh = () => refreshers.forEach((r) => r());

/** Why the worker runs: `force` ignores back-off; `byPerson` when a person's save or click asked for it. */
export type FlushCause = { force?: boolean; byPerson?: boolean };
const BY_THE_APP: FlushCause = {};

/**
 * Sends the admin's waiting writes. A call while a run is under way asks for one more run after it (a write
 * made meanwhile is not left for the timer). `force` ignores back-off: the network just came back, or the
 * person asked ("Sync now"); a forced call is never swallowed by a run that then stopped on a failure.
 * Runs the app starts by itself (timer, network back, tab shown) send their requests marked as background.
 */
export function flushNow(owner: string, { force = false, byPerson = false }: FlushCause): Promise<FlushResult | null> {
  personWaiting ||= byPerson;
  if (running) {
    again = true;
    againForced ||= force;
    return running;
  }
  running = (async () => {
    let result: FlushResult | null;
    let forced = force;
    do {
      again = false;
      againForced = false;
      const send = (entry: OutboxEntry) => sendEntry(entry, { background: !personWaiting });
      result = await exclusively(() => flushOutbox({ store: dexieOutboxStore(), owner, send, force: forced }));
      if (result?.sent) refresh();
      forced = againForced;
    } while (again && (result?.stopped === null || forced));
    scheduleRetry(owner, result?.retryAt);
    return result;
  })().finally(() => {
    running = null;
    personWaiting = false;
  });
  return running;
}

/** Keeps the outbox flowing while the admin shell is open; what the server stored refreshes the screens. */
export function useOutboxFlush(owner: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = () => void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') });
    refreshers.add(onChange);
    const flush = () => void flushNow(owner, BY_THE_APP);
    const forced = () => void flushNow(owner, { force: true });
    const onVisible = () => document.visibilityState === 'visible' && forced();
    // Opening the app is a fresh attempt: a back-off left from the last visit does not hold it.
    forced();
    const timer = window.setInterval(flush, FLUSH_INTERVAL_MS);
    window.addEventListener('online', forced);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      refreshers.delete(onChange);
      window.clearInterval(timer);
      window.removeEventListener('online', forced);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [owner, queryClient]);
}
