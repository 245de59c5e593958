// A list as this device shows it: the server's page with the device's own writes laid over it. Pure, so the rule is
// unit-tested; screens take it through `useOverlaidRows` (use-outbox.ts), which always brings both halves below.
import type { OutboxRow, WaitingRow } from './outbox-engine';

/**
 * The device's rows of one table: `waiting`, its writes not yet on the server (outbox-engine.ts `latestRows`), and
 * `answered`, the server's answers to writes acknowledged after the page was read (answered-rows.ts `answersSince`).
 */
export type LocalRows = { waiting: ReadonlyMap<string, WaitingRow>; answered: ReadonlyMap<string, OutboxRow> };

/**
 * The page with the local rows laid over it: a waiting version replaces the server's, an answer replaces a row read
 * before it (until the page is read again), and a row the page has not got yet comes first, newest first, when
 * `include` says it belongs to the list's filter.
 */
export function overlayLocalRows<T extends { id: string }>(items: readonly T[], local: LocalRows, include: (row: T) => boolean = () => true): T[] {
  const latest = new Map<string, T>([...local.answered].map(([id, row]) => [id, row as unknown as T]));
  for (const [id, w] of local.waiting) latest.set(id, w.row as unknown as T);
  const shown = new Set(items.map((i) => i.id));
  const fresh = [...latest.entries()]
    .filter(([id, row]) => !shown.has(id) && include(row))
    .map(([, row]) => row)
    .reverse();
  return [...fresh, ...items.map((i) => latest.get(i.id) ?? i)];
}
