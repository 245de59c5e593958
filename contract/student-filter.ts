// The students list's filter and order, written once for the offline store: the same rules as the SQL in
// api/src/students/queries.ts, and api/test/student-filter.test.ts checks that both pick the same students.
import type { Priority, StudentStage } from './enums';
import type { Student } from './crm';

export type StudentFilter = { search?: string; stage?: StudentStage; priority?: Priority };

type Filterable = Pick<Student, 'personalInfo' | 'fieldOfStudy' | 'destinationCity' | 'stage' | 'priority'>;
type Sortable = Pick<Student, 'createdAt' | 'id'>;

/** Mirrors the generated `search_text` column: lower(name || chr(31) || field of study || chr(31) || city). */
export function studentSearchText(s: Filterable): string {
  const sep = String.fromCharCode(31);
  return `${s.personalInfo.name ?? ''}${sep}${s.fieldOfStudy ?? ''}${sep}${s.destinationCity ?? ''}`.toLowerCase();
}

/**
 * Whether the list would show this (live) student: stage and priority equal, and the trimmed search found
 * anywhere in the search text, case-insensitively. The server's ILIKE escapes % _ and \, so they match
 * literally, as includes() does.
 */
export function matchesStudentFilter(student: Filterable, { search, stage, priority }: StudentFilter): boolean {
  if (stage && student.stage !== stage) return false;
  if (priority && student.priority !== priority) return false;
  const needle = search?.trim().toLowerCase();
  return !needle || studentSearchText(student).includes(needle);
}

/**
 * The CRM lists' order: newest first, then id descending. ISO times of one format compare as strings, and
 * Postgres orders uuids as their lower-case hex text.
 */
export function compareNewestFirst(a: Sortable, b: Sortable): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

export const compareStudents = compareNewestFirst;

/** The students the list shows for this filter, in its order. */
export function filterStudents<S extends Filterable & Sortable>(students: readonly S[], filter: StudentFilter): S[] {
  return students.filter((s) => matchesStudentFilter(s, filter)).sort(compareStudents);
}
