// GET /api/admin/students/export.csv: the students list as the caller sees it (its filters, search and order, the
// fields the role reads), streamed (http/csv-stream.ts).
import type { Knex } from 'knex';
import { recordFor, type AdminRole, type Student, type StudentListQuery } from '@contract';
import { csvFilename, type CsvDownload } from '../http/csv-stream';
import { cursorKeyColumn, orderedAfter, studentOrder, type StudentKeyset } from './list-order';
import { matchingStudents, studentColumns, studentListFilters, toStudent, type StudentRow } from './queries';
import { columnsFor, type ExportColumn } from '../exports/columns';

/**
 * The headers are the API's field names, so a file exported here maps itself when imported again
 * (api/src/students/import.ts); tags are joined with "; ".
 */
const STUDENT_EXPORT_COLUMNS: ExportColumn<'students', Student>[] = [
  { field: null, header: 'id', value: (s) => s.id },
  { field: 'name', header: 'name', value: (s) => s.personalInfo.name },
  { field: 'email', header: 'email', value: (s) => s.personalInfo.email },
  { field: 'phone', header: 'phone', value: (s) => s.personalInfo.phone, phone: true },
  { field: 'dateOfBirth', header: 'dateOfBirth', value: (s) => s.personalInfo.dateOfBirth },
  { field: 'country', header: 'country', value: (s) => s.personalInfo.country },
  { field: 'fieldOfStudy', header: 'fieldOfStudy', value: (s) => s.fieldOfStudy },
  { field: 'destinationCity', header: 'destinationCity', value: (s) => s.destinationCity },
  { field: 'stage', header: 'stage', value: (s) => s.stage },
  { field: 'priority', header: 'priority', value: (s) => s.priority },
  { field: 'ownerName', header: 'counselor', value: (s) => s.ownerName },
  { field: 'tags', header: 'tags', value: (s) => s.tags },
  { field: null, header: 'createdAt', value: (s) => s.createdAt },
  { field: null, header: 'updatedAt', value: (s) => s.updatedAt },
];

type Viewer = { id: string; role: AdminRole };

/** The export of the students matching the list's query, for `viewer`; `done` records it. */
export function studentExport(
  db: Knex,
  query: StudentListQuery,
  viewer: Viewer,
  done: CsvDownload<Student, StudentKeyset>['done'],
): CsvDownload<Student, StudentKeyset> {
  const filters = studentListFilters(query, viewer);
  const order = studentOrder(query.sort);
  return {
    filename: csvFilename('students'),
    columns: columnsFor(viewer.role, 'students', STUDENT_EXPORT_COLUMNS),
    done,
    read: async (after, limit) => {
      const rows = (await orderedAfter(matchingStudents(db, filters), order, after)
        .select(...studentColumns(db), cursorKeyColumn(db, order))
        .limit(limit)) as (StudentRow & { cursor_key: string })[];
      const last = rows[rows.length - 1];
      return {
        items: rows.map((row) => recordFor(viewer.role, 'students', toStudent(row))),
        next: last && { key: last.cursor_key, id: last.id },
      };
    },
  };
}
