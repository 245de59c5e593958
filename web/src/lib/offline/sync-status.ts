import { useSyncExternalStore } from 'react';
import type { SyncProgress } from './sync-engine';

/** What the shell shows about the offline copy: a pull under way and its progress, the last full success. */
export type OfflineSyncStatus = {
  running: boolean;
  progress: SyncProgress | null;
  lastSyncedAt: string | null;
  /** The last pull's failure, for a title text; cleared by the next success. */
  error: string | null;
  /** Whether the browser granted persistent storage (false: it may evict the copy when space runs low). */
  persisted: boolean | null;
};

let status: OfflineSyncStatus = { running: false, progress: null, lastSyncedAt: null, error: null, persisted: null };
const listeners = new Set<() => void>();

export function setOfflineSyncStatus(patch: Partial<OfflineSyncStatus>): void {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

export function getOfflineSyncStatus(): OfflineSyncStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineSyncStatus(): OfflineSyncStatus {
  return useSyncExternalStore(subscribe, getOfflineSyncStatus, getOfflineSyncStatus);
}
