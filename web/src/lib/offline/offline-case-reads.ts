import type { Application, ApplicationPage, VisaCase, VisaCasePage } from '@contract';
import { filterApplications, filterVisaCases, type ApplicationFilter, type ListContext, type VisaCaseFilter } from '@contract/case-filter';
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

/**
 * A page of a case list from IndexedDB: the filter and order of contract/case-filter.ts (tested to agree with the
 * server's SQL), the tiles counting every row, `total` the matches.
 */
async function casePage<T extends CaseRow>(
  what: string,
  entity: 'applications' | 'visa-cases',
  read: (db: OfflineDatabase) => Promise<T[]>,
  pick: (rows: T[]) => T[],
  cursor: string | null,
  limit: number,
) {
  const db = offlineDatabase();
  const offset = offsetOf(cursor);
  if (!(await db.syncState.get(entity))?.complete || offset === undefined) throw new NotAvailableOfflineError(what);
  // Names first: the search reads them.
  const all = await withStudentNames(db, await read(db));
  const statusCounts: Partial<Record<T['status'], number>> = {};
  for (const row of all) statusCounts[row.status as T['status']] = (statusCounts[row.status as T['status']] ?? 0) + 1;
  const matches = pick(all);
  return { ...pageAt(matches, offset, limit), total: matches.length, totalAll: all.length, statusCounts };
}

/** The applications list from IndexedDB, filtered and ordered as the server does, with the count per status. */
export function offlineApplicationPage(filter: ApplicationFilter, context: ListContext, cursor: string | null, limit = 30): Promise<ApplicationPage> {
  return casePage('Applications', 'applications', (db) => db.applications.toArray(), (rows) => filterApplications(rows, filter, context), cursor, limit);
}

/** The visa cases list from IndexedDB, filtered and ordered as the server does, with the count per status. */
export function offlineVisaCasePage(filter: VisaCaseFilter, context: ListContext, cursor: string | null, limit = 30): Promise<VisaCasePage> {
  return casePage('Visa cases', 'visa-cases', (db) => db.visaCases.toArray(), (rows) => filterVisaCases(rows, filter, context), cursor, limit);
}

/** One application or visa case from IndexedDB, with its student's name (its own page, offline). */
export async function offlineCaseRecord<E extends 'applications' | 'visa-cases'>(
  entity: E,
  id: string,
): Promise<E extends 'applications' ? Application : VisaCase> {
  const db = offlineDatabase();
  const row = entity === 'applications' ? await db.applications.get(id) : await db.visaCases.get(id);
  if (!row) throw new NotAvailableOfflineError(entity === 'applications' ? 'This application and its details' : 'This visa case and its details');
  const [named] = await withStudentNames<CaseRow>(db, [row]);
  return named as E extends 'applications' ? Application : VisaCase;
}
