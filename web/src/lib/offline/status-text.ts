import type { SyncEntity } from '@contract/sync-entities';
import { formatCount } from '../format';
import type { SyncProgress } from './sync-engine';
import type { OfflineSyncStatus } from './sync-status';

const NOUNS: Record<SyncEntity, [one: string, many: string]> = {
  students: ['student', 'students'],
  applications: ['application', 'applications'],
  'visa-cases': ['visa case', 'visa cases'],
  notes: ['note', 'notes'],
  tasks: ['task', 'tasks'],
};

export type OfflineStatusText = {
  tone: 'offline' | 'syncing' | 'synced' | 'unsynced';
  /** The words the header shows. */
  label: string;
  /** The longer line for the tooltip: when the offline copy was last brought up to date. */
  detail: string;
};

/**
 * The progress the header names while tables are pulled side by side, given each table's latest in sync order: the
 * first table still pulling, else the first that reported (so the students' count stays while a later table waits).
 */
export function shownProgress(latest: readonly (SyncProgress | undefined)[]): SyncProgress | null {
  const reported = latest.filter((p): p is SyncProgress => p !== undefined);
  return reported.find((p) => p.done < p.total) ?? reported[0] ?? null;
}

/** "Offline", "Syncing 12,000 of 50,000 students" or "Synced 10:32": what the shell says about the data. */
export function offlineStatusText(online: boolean, status: OfflineSyncStatus, formatTime: (iso: string) => string): OfflineStatusText {
  const synced = status.lastSyncedAt ? `Last synced ${formatTime(status.lastSyncedAt)}` : 'Not synced to this device yet';
  const detail = status.persisted === false ? `${synced}. The browser may clear this offline copy when space runs low.` : synced;
  if (!online) return { tone: 'offline', label: 'Offline', detail };
  if (status.running) {
    const p = status.progress;
    // A table with nothing to bring over says no count: 'Syncing 0 of 0 notes' would read as stuck.
    const label = p?.total ? `Syncing ${formatCount(p.done)} of ${formatCount(p.total)} ${NOUNS[p.entity][p.total === 1 ? 0 : 1]}` : 'Syncing…';
    return { tone: 'syncing', label, detail };
  }
  if (status.lastSyncedAt) return { tone: 'synced', label: `Synced ${formatTime(status.lastSyncedAt)}`, detail };
  return { tone: 'unsynced', label: status.error ? 'Sync failed' : 'Not synced', detail: status.error ?? detail };
}

/** Why saved figures are on screen: fresh from the server, no network, or the last refresh failed. */
export type Freshness = 'live' | 'offline' | 'failed';

const NOTES: Record<Freshness, string | null> = {
  live: null,
  offline: 'Offline: showing the figures saved on this device.',
  failed: 'Could not refresh: showing the figures saved on this device.',
};

/** "Last updated 10:32" today, "Last updated 21 Nov, 10:32" before, with a note when the figures may be old. */
export function lastUpdatedText(updatedAt: number, now: number, freshness: Freshness, locale = 'en-GB', timeZone?: string) {
  const day = (t: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone }).format(t);
  const time = new Intl.DateTimeFormat(locale, {
    ...(day(updatedAt) === day(now) ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(updatedAt);
  return { label: `Last updated ${time}`, note: NOTES[freshness] };
}
