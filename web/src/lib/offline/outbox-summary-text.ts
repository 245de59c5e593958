import type { SyncEntity } from '@contract/sync-entities';
import { formatCount } from '../format';
import type { OutboxEntry } from './outbox-engine';

/** The list page of each table, where its refused and conflicting writes are shown and resolved. */
export const RESOLVED_ON = {
  students: '/admin/students',
  applications: '/admin/applications',
  'visa-cases': '/admin/visa-cases',
  tasks: '/admin/tasks',
} as const satisfies Record<Exclude<SyncEntity, 'notes'>, string>;

/** Where a refused write is resolved: its table's list, or for a note or a message's log its student's page (no list). */
export type ResolvedOn =
  | { to: (typeof RESOLVED_ON)[keyof typeof RESOLVED_ON] }
  | { to: '/admin/students/$id'; params: { id: string } };

type SummedEntry = Pick<OutboxEntry, 'entity' | 'state'> & { body?: OutboxEntry['body'] };

function resolvedOn(entry: SummedEntry): ResolvedOn {
  if (entry.entity !== 'notes' && entry.entity !== 'messages') return { to: RESOLVED_ON[entry.entity] };
  return { to: '/admin/students/$id', params: { id: String(entry.body?.studentId) } };
}

export type OutboxSummaryText = {
  /** "3 changes waiting to sync": writes the worker will still send (null when none). */
  waiting: string | null;
  /** "1 needs your attention": refused or conflicting writes, with the page that resolves the oldest. */
  attention: { label: string; link: ResolvedOn } | null;
};

/** What the shell says about the writes not yet on the server; null when the outbox is empty (nothing shown). */
export function outboxSummaryText(entries: readonly SummedEntry[]): OutboxSummaryText | null {
  const pending = entries.filter((e) => e.state === 'pending').length;
  const stuck = entries.filter((e) => e.state !== 'pending');
  if (pending === 0 && stuck.length === 0) return null;
  return {
    waiting: pending === 0 ? null : `${formatCount(pending)} ${pending === 1 ? 'change' : 'changes'} waiting to sync`,
    attention: stuck[0] ? { label: `${formatCount(stuck.length)} ${stuck.length === 1 ? 'needs' : 'need'} your attention`, link: resolvedOn(stuck[0]) } : null,
  };
}

/** What pressing "Sync now" says: offline nothing can be sent, and the person is told why (null: it sends). */
export function syncNowNote(online: boolean): string | null {
  return online ? null : "You're offline — changes will be sent when you're back";
}
