import { describe, expect, it } from 'vitest';
import type { SyncProgress } from './sync-engine';
import { lastUpdatedText, offlineStatusText, shownProgress, type Freshness } from './status-text';
import type { OfflineSyncStatus } from './sync-status';

const idle: OfflineSyncStatus = { running: false, progress: null, lastSyncedAt: null, error: null, persisted: true };
const time = (iso: string) => iso.slice(11, 16);

describe('offlineStatusText', () => {
  it('says Offline with the last sync time when the network is gone', () => {
    expect(offlineStatusText(false, { ...idle, lastSyncedAt: '2026-11-22T10:32:00.000Z' }, time)).toEqual({
      tone: 'offline',
      label: 'Offline',
      detail: 'Last synced 10:32',
    });
    expect(offlineStatusText(false, idle, time).detail).toBe('Not synced to this device yet');
  });

  it('counts a pull in progress: "Syncing 12,000 of 50,000 students"', () => {
    const running = { ...idle, running: true, progress: { entity: 'students' as const, phase: 'full' as const, done: 12_000, total: 50_000 } };
    expect(offlineStatusText(true, running, time).label).toBe('Syncing 12,000 of 50,000 students');
    expect(offlineStatusText(true, { ...running, progress: { ...running.progress, entity: 'visa-cases' } }, time).label).toBe(
      'Syncing 12,000 of 50,000 visa cases',
    );
    expect(offlineStatusText(true, { ...idle, running: true }, time).label).toBe('Syncing…');
  });

  it('names one change in the singular: "Syncing 1 of 1 student"', () => {
    const one = { ...idle, running: true, progress: { entity: 'visa-cases' as const, phase: 'delta' as const, done: 1, total: 1 } };
    expect(offlineStatusText(true, one, time).label).toBe('Syncing 1 of 1 visa case');
  });

  it('gives no count while a table has nothing to bring over (not "Syncing 0 of 0 notes")', () => {
    const none = { ...idle, running: true, progress: { entity: 'notes' as const, phase: 'delta' as const, done: 0, total: 0 } };
    expect(offlineStatusText(true, none, time).label).toBe('Syncing…');
  });

  it('warns when the browser refused persistent storage', () => {
    expect(offlineStatusText(true, { ...idle, persisted: false, lastSyncedAt: '2026-11-22T10:32:00.000Z' }, time).detail).toBe(
      'Last synced 10:32. The browser may clear this offline copy when space runs low.',
    );
  });

  it('says when the copy was last synced, or that a pull failed', () => {
    expect(offlineStatusText(true, { ...idle, lastSyncedAt: '2026-11-22T10:32:00.000Z' }, time).label).toBe('Synced 10:32');
    expect(offlineStatusText(true, { ...idle, error: '503: the sync request failed' }, time)).toMatchObject({
      tone: 'unsynced',
      label: 'Sync failed',
      detail: '503: the sync request failed',
    });
  });
});

describe('lastUpdatedText', () => {
  const at = Date.parse('2026-11-22T10:32:00Z');
  const text = (now: number, freshness: Freshness) => lastUpdatedText(at, now, freshness, 'en-GB', 'UTC');

  it('gives the time of a figure saved today, and the day too before today', () => {
    expect(text(at + 3_600_000, 'live')).toEqual({ label: 'Last updated 10:32', note: null });
    expect(text(at + 86_400_000, 'live').label).toBe('Last updated 22 Nov, 10:32');
  });

  it('says why saved figures are shown: no network, or a refresh that failed', () => {
    expect(text(at, 'offline').note).toBe('Offline: showing the figures saved on this device.');
    expect(text(at, 'failed').note).toBe('Could not refresh: showing the figures saved on this device.');
  });
});

describe('shownProgress', () => {
  const p = (entity: SyncProgress['entity'], done: number, total: number): SyncProgress => ({ entity, phase: 'full', done, total });
  it('names the first table still pulling, else the first that reported', () => {
    expect(shownProgress([])).toBeNull();
    expect(shownProgress([p('students', 5000, 6000), p('applications', 10, 10)])).toEqual(p('students', 5000, 6000));
    expect(shownProgress([p('students', 6000, 6000), undefined, p('visa-cases', 3, 9)])).toEqual(p('visa-cases', 3, 9));
    expect(shownProgress([p('students', 6000, 6000), undefined, p('visa-cases', 9, 9)])).toEqual(p('students', 6000, 6000));
  });
});
