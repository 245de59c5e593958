// GET /api/admin/applications/export.csv and /visa-cases/export.csv: a case list as the caller sees it (its status,
// filters, search and order; the fields the role reads), streamed (http/csv-stream.ts).
import type { Knex } from 'knex';
import { recordFor, type AdminRole, type Application, type ListContext, type VisaCase } from '@contract';
import { keyColumns, pageAfter } from '../data/keyset';
import { matchingByStatus, type StatusListing, type StatusListParams, type StatusTable } from '../data/status-list';
import { csvFilename, type CsvDownload } from '../http/csv-stream';
import { columnsFor, type ExportColumn } from './columns';

export const APPLICATION_EXPORT_COLUMNS: ExportColumn<'applications', Application>[] = [
  { field: null, header: 'id', value: (a) => a.id },
  { field: null, header: 'studentId', value: (a) => a.studentId },
  { field: 'studentName', header: 'studentName', value: (a) => a.studentName },
  { field: 'universityName', header: 'university', value: (a) => a.universityName },
  { field: 'program', header: 'program', value: (a) => a.program },
  { field: 'status', header: 'status', value: (a) => a.status },
  { field: 'applicationDate', header: 'applicationDate', value: (a) => a.applicationDate },
  { field: 'deadlineDate', header: 'deadlineDate', value: (a) => a.deadlineDate },
  { field: 'decisionDate', header: 'decisionDate', value: (a) => a.decisionDate },
  { field: 'requirements', header: 'requirements', value: (a) => a.requirements },
  { field: 'applicationFee', header: 'applicationFee', value: (a) => a.applicationFee },
  { field: 'feeStatus', header: 'feeStatus', value: (a) => a.feeStatus },
  { field: 'ownerName', header: 'owner', value: (a) => a.ownerName },
  { field: null, header: 'createdAt', value: (a) => a.createdAt },
  { field: null, header: 'updatedAt', value: (a) => a.updatedAt },
];

export const VISA_CASE_EXPORT_COLUMNS: ExportColumn<'visa-cases', VisaCase>[] = [
  { field: null, header: 'id', value: (v) => v.id },
  { field: null, header: 'studentId', value: (v) => v.studentId },
  { field: 'studentName', header: 'studentName', value: (v) => v.studentName },
  { field: 'visaType', header: 'visaType', value: (v) => v.visaType },
  { field: 'status', header: 'status', value: (v) => v.status },
  { field: 'appointmentDate', header: 'appointmentDate', value: (v) => v.appointmentDate },
  { field: 'requirements', header: 'requirements', value: (v) => v.requirements },
  { field: 'officerName', header: 'officer', value: (v) => v.officerName },
  { field: null, header: 'createdAt', value: (v) => v.createdAt },
  { field: null, header: 'updatedAt', value: (v) => v.updatedAt },
];

type CaseExport<Item, P> = {
  records: 'applications' | 'visa-cases';
  rows: StatusTable<never, Item>;
  listing: StatusListing<P>;
  columns: readonly ExportColumn<'applications' | 'visa-cases', Item>[];
};

/** The export of the case records matching the list's params, in the list's order, for `role`. */
export function caseExport<Item extends object, S extends string, P extends StatusListParams<S>>(
  db: Knex,
  spec: CaseExport<Item, P>,
  params: P,
  context: ListContext & { role: AdminRole },
  done: CsvDownload<Item, string[]>['done'],
): CsvDownload<Item, string[]> {
  const keys = spec.listing.order(params.sort, context.today);
  return {
    filename: csvFilename(spec.records),
    columns: columnsFor(context.role, spec.records, spec.columns),
    done,
    read: async (after, limit) => {
      const query = matchingByStatus(db, spec.rows, spec.listing, params, context).select(keyColumns(db, keys));
      const rows = (await pageAfter(query, keys, after).limit(limit)) as Record<string, unknown>[];
      const last = rows[rows.length - 1];
      return {
        items: rows.map((row) => recordFor(context.role, spec.records, spec.rows.toItem(row as never))),
        next: last && keys.map((_, i) => String(last[`k${i}`])),
      };
    },
  };
}
