import { useLiveQuery } from 'dexie-react-hooks';
import { useSignedInAdmin } from '../signed-in-admin';
import { offlineDatabase } from './offline-db';
import { latestRows, type OutboxEntity, type OutboxEntry, type WaitingRow } from './outbox-engine';

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
 * A list page with the rows waiting to sync laid over it: a waiting version replaces the server's, and a
 * row the server has not got yet comes first (when `include` says it belongs to the list's filter).
 */
export function overlayWaiting<T extends { id: string }>(
  items: readonly T[],
  waiting: ReadonlyMap<string, WaitingRow>,
  include: (row: T) => boolean = () => true,
): T[] {
  const shown = new Set(items.map((i) => i.id));
  const fresh = [...waiting.entries()]
    .filter(([id, w]) => !shown.has(id) && include(w.row as unknown as T))
    .map(([, w]) => w.row as unknown as T)
    .reverse();
  return [...fresh, ...items.map((i) => (waiting.get(i.id)?.row as T | undefined) ?? i)];
}
