// The rows the server answered this tab's outbox with, kept a short while in memory. When a write is acknowledged
// its entry leaves the outbox at once, but a list read before the write still holds the old row until it is read
// again: without these answers a saved change would flick back to its old value for that moment.
import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxEntity, OutboxRow } from './outbox-engine';

/** Long enough for any list to be read again after a flush; short enough that memory stays small. */
export const ANSWER_KEPT_MS = 5 * 60_000;

type Answer = { row: OutboxRow; at: number };

let answers = new Map<OutboxEntity, ReadonlyMap<string, Answer>>();
const listeners = new Set<() => void>();
const NONE: ReadonlyMap<string, Answer> = new Map();

/** Keeps the server's row for a write it acknowledged (`at`: when, epoch ms). */
export function rememberAnswer(entity: OutboxEntity, row: OutboxRow, at = Date.now()): void {
  const kept = [...(answers.get(entity) ?? NONE)].filter(([, a]) => at - a.at < ANSWER_KEPT_MS);
  answers = new Map(answers).set(entity, new Map([...kept, [row.id, { row, at }]]));
  listeners.forEach((l) => l());
}

/** Forgets every answer: the person signed out, and the next one must not see them. */
export function forgetAnswers(): void {
  answers = new Map();
  listeners.forEach((l) => l());
}

/** The answers given after `readAt` (epoch ms), by row id: what a read made at that time cannot know yet. */
export function answersSince(all: ReadonlyMap<string, Answer>, readAt: number): ReadonlyMap<string, OutboxRow> {
  // Nothing read yet (0): nothing to correct, and rows from before a sign-in must never show after it.
  if (readAt <= 0) return new Map();
  return new Map([...all].filter(([, a]) => a.at > readAt).map(([id, a]) => [id, a.row]));
}

/** Every answer kept for the entity, by row id. */
export function answersOf(entity: OutboxEntity): ReadonlyMap<string, Answer> {
  return answers.get(entity) ?? NONE;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entity's rows the server answered after a read made at `readAt` (a query's `dataUpdatedAt`). */
export function useAnsweredRows(entity: OutboxEntity, readAt: number): ReadonlyMap<string, OutboxRow> {
  const snapshot = () => answersOf(entity);
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => answersSince(all, readAt), [all, readAt]);
}
