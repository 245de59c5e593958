import type { StudentPage } from '@contract';
import { filterStudents, type StudentFilter, type StudentViewer } from '@contract/student-filter';
import { offlineDatabase } from './offline-db';

/** Cursors of pages read from IndexedDB: an offset, marked so a server cursor is never taken for one. */
const OFFLINE_CURSOR = /^offline:(\d+)$/;

/** The network is gone, or the request never reached the server (fetch rejects with a TypeError then). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}

/** Thrown when there is no network and no offline copy to read instead. */
export class NotAvailableOfflineError extends Error {
  constructor(what: string) {
    super(`${what} are not available offline on this device yet.`);
    this.name = 'NotAvailableOfflineError';
  }
}

/**
 * Online, the API answers; when the network is gone (or the server unreachable) the offline copy does,
 * in the same shape, so a screen works the same both ways.
 */
export async function withOfflineFallback<T>(online: () => Promise<T>, offline: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return offline();
  try {
    return await online();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return offline();
  }
}

/**
 * A page of the students list from IndexedDB: the same filter, order and counts as the server
 * (matchesStudentFilter is tested to agree with its SQL), paged by offset. The viewer is who 'me' is, and whether
 * the search reaches contact details, as the server decides for that role.
 */
export async function offlineStudentPage(filter: StudentFilter, viewer: StudentViewer, cursor: string | null, limit = 30): Promise<StudentPage> {
  const db = offlineDatabase();
  const state = await db.syncState.get('students');
  const offset = offsetOf(cursor);
  // Never synced here, or a page cursor the server issued before the network dropped: nothing to read.
  if (!state?.complete || offset === undefined) throw new NotAvailableOfflineError('Students');
  const all = await db.students.toArray();
  const matches = filterStudents(all, filter, viewer);
  return { ...pageAt(matches, offset, limit), total: matches.length, totalAll: all.length };
}

/** The offset an offline cursor carries: 0 for the first page, undefined for a cursor the server issued. */
export function offsetOf(cursor: string | null): number | undefined {
  if (!cursor) return 0;
  const match = OFFLINE_CURSOR.exec(cursor);
  return match ? Number(match[1]) : undefined;
}

export function pageAt<T>(rows: readonly T[], start: number, limit: number): { items: T[]; nextCursor: string | null } {
  const end = start + limit;
  return { items: rows.slice(start, end), nextCursor: end < rows.length ? `offline:${end}` : null };
}
