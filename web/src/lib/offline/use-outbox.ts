import { useLiveQuery } from 'dexie-react-hooks';
import { useSignedInAdmin } from '../signed-in-admin';
import { useAnsweredRows } from './answered-rows';
import { offlineDatabase } from './offline-db';
import { overlayLocalRows } from './overlay-rows';
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
function useWaitingRows(entity: OutboxEntity): Map<string, WaitingRow> {
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
 * A list as this device shows it over a read made at `readAt` (its query's `dataUpdatedAt`): the rows waiting to sync
 * and the server's answers since, laid over `items` (overlay-rows.ts); `include` says whether a row the page has not
 * got belongs to the list's filter. `waiting` marks each waiting row with its badge. One hook for both halves, so no
 * list shows a saved change flicking back to its old value between the acknowledgement and the next read.
 */
export function useOverlaidRows<T extends { id: string }>(
  entity: OutboxEntity,
  items: readonly T[],
  readAt: number,
  include?: (row: T) => boolean,
): { rows: T[]; waiting: Map<string, WaitingRow> } {
  const waiting = useWaitingRows(entity);
  const answered = useAnsweredRows(entity, readAt);
  return { rows: overlayLocalRows(items, { waiting, answered }, include), waiting };
}
