import { useLiveQuery } from 'dexie-react-hooks';
import { useSignedInAdmin } from '../signed-in-admin';
import { useAnsweredRows } from './answered-rows';
import { offlineDatabase } from './offline-db';
import { latestRows, type OutboxEntity, type OutboxEntry, type OutboxRow, type WaitingRow } from './outbox-engine';

const NONE: OutboxEntry[] = [];

/** The signed-in admin's writes not yet on the server, live (every tab's changes show at once). */
export function useOutboxEntries(entity?: OutboxEntity): OutboxEntry[] {
  const owner = useSignedInAdmin().id;
  return (
    useLiveQuery(async () => {
      const mine = await offlineDatabase().outbox.where('owner').equals(owner).sortBy('seq');
      return entity ? mine.filter((e) => e.entity === entity) : mine;
    }, [owner, entity]) ?? NONE
  );
}

/** Each waiting row of the table, newest local version with its state, keyed by id. */
export function useWaitingRows(entity: OutboxEntity): Map<string, WaitingRow> {
  return latestRows(useOutboxEntries(entity));
}

/**
 * One record as this device shows it over a read made at `readAt` (its query's `dataUpdatedAt`): its waiting write's
 * row, else the server's answer given since, else undefined (the read stands); `waiting` marks it with its badge.
 */
export function useLocalRow(entity: OutboxEntity, id: string, readAt: number): { row: OutboxRow | undefined; waiting: WaitingRow | undefined } {
  const waiting = useWaitingRows(entity).get(id);
  const answered = useAnsweredRows(entity, readAt).get(id);
  return { row: waiting?.row ?? answered, waiting };
}

/**
 * A list page with the rows waiting to sync laid over it: a waiting version replaces the server's, and a
 * row the server has not got yet comes first (when `include` says it belongs to the list's filter). `answered`:
 * the server's answers to writes acknowledged after the page was read (answered-rows.ts), laid over it the same way
 * until the page is read again.
 */
export function overlayWaiting<T extends { id: string }>(
  items: readonly T[],
  waiting: ReadonlyMap<string, WaitingRow>,
  include: (row: T) => boolean = () => true,
  answered: ReadonlyMap<string, OutboxRow> = new Map(),
): T[] {
  const latest = new Map<string, T>([...answered].map(([id, row]) => [id, row as unknown as T]));
  for (const [id, w] of waiting) latest.set(id, w.row as unknown as T);
  const shown = new Set(items.map((i) => i.id));
  const fresh = [...latest.entries()]
    .filter(([id, row]) => !shown.has(id) && include(row))
    .map(([, row]) => row)
    .reverse();
  return [...fresh, ...items.map((i) => latest.get(i.id) ?? i)];
}
