import type { SyncEntity } from '@contract/sync-entities';
import { formatCount } from '../format';
import type { OutboxEntry } from './outbox-engine';

/** The list page of each table, where its refused and conflicting writes are shown and resolved. */
export const RESOLVED_ON = {
  students: '/admin/students',
  applications: '/admin/applications',
  'visa-cases': '/admin/visa-cases',
  // A note's refusal shows on its student's page; the list is where that page is found.
  notes: '/admin/students',
} as const satisfies Record<SyncEntity, string>;

export type OutboxSummaryText = {
  /** "3 changes waiting to sync": writes the worker will still send (null when none). */
  waiting: string | null;
  /** "1 needs your attention": refused or conflicting writes, with the page that resolves the oldest. */
  attention: { label: string; to: (typeof RESOLVED_ON)[SyncEntity] } | null;
};

/** What the shell says about the writes not yet on the server; null when the outbox is empty (nothing shown). */
export function outboxSummaryText(entries: readonly Pick<OutboxEntry, 'entity' | 'state'>[]): OutboxSummaryText | null {
  const pending = entries.filter((e) => e.state === 'pending').length;
  const stuck = entries.filter((e) => e.state !== 'pending');
  if (pending === 0 && stuck.length === 0) return null;
  return {
    waiting: pending === 0 ? null : `${formatCount(pending)} ${pending === 1 ? 'change' : 'changes'} waiting to sync`,
    attention: stuck[0] ? { label: `${formatCount(stuck.length)} ${stuck.length === 1 ? 'needs' : 'need'} your attention`, to: RESOLVED_ON[stuck[0].entity] } : null,
  };
}
