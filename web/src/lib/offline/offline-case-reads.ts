import type { Application, ApplicationPage, VisaCase, VisaCasePage } from '@contract';
import { compareNewestFirst } from '@contract/student-filter';
import { offlineDatabase, type OfflineDatabase } from './offline-db';
import { NotAvailableOfflineError, offsetOf, pageAt } from './offline-reads';

type CaseRow = Application | VisaCase;

/**
 * The student's name as the server joins it: the live student's, or null once the student is gone. Read from
 * the offline students table (a rename does not touch the case rows, so their own copy may be stale); a role
 * that cannot sync students keeps the name the case row came with.
 */
async function withStudentNames<T extends CaseRow>(db: OfflineDatabase, rows: T[]): Promise<T[]> {
  const students = await db.syncState.get('students');
  if (!students?.complete) return rows;
  const found = await db.students.bulkGet([...new Set(rows.map((r) => r.studentId))]);
  const names = new Map(found.flatMap((s) => (s ? [[s.id, s.personalInfo.name] as const] : [])));
  return rows.map((r) => ({ ...r, studentName: names.get(r.studentId) ?? null }));
}

async function casePage<T extends CaseRow>(
  what: string,
  entity: 'applications' | 'visa-cases',
  read: (db: OfflineDatabase) => Promise<T[]>,
  cursor: string | null,
  limit: number,
) {
  const db = offlineDatabase();
  const offset = offsetOf(cursor);
  if (!(await db.syncState.get(entity))?.complete || offset === undefined) throw new NotAvailableOfflineError(what);
  const all = (await read(db)).sort(compareNewestFirst);
  const statusCounts: Partial<Record<T['status'], number>> = {};
  for (const row of all) statusCounts[row.status as T['status']] = (statusCounts[row.status as T['status']] ?? 0) + 1;
  const page = pageAt(all, offset, limit);
  return { ...page, items: await withStudentNames(db, page.items), total: all.length, totalAll: all.length, statusCounts };
}

/** The applications list from IndexedDB: newest first, with the count per status, as the server pages it. */
export function offlineApplicationPage(cursor: string | null, limit = 30): Promise<ApplicationPage> {
  return casePage('Applications', 'applications', (db) => db.applications.toArray(), cursor, limit);
}

/** The visa cases list from IndexedDB: newest first, with the count per status. */
export function offlineVisaCasePage(cursor: string | null, limit = 30): Promise<VisaCasePage> {
  return casePage('Visa cases', 'visa-cases', (db) => db.visaCases.toArray(), cursor, limit);
}
