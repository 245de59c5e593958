// GET /api/admin/applications/export.csv and /visa-cases/export.csv: a case list as the caller sees it (its status,
// filters, search and order; the fields the role reads), streamed (http/csv-stream.ts).
import type { Knex } from 'knex';
import { recordFor, type AdminRole } from '@contract';
import { keyColumns, pageAfter } from '../data/keyset';
import { matchingByStatus, type ScopedListContext, type StatusListing, type StatusListParams, type StatusTable } from '../data/status-list';
import { csvFilename, type CsvDownload } from '../http/csv-stream';
import { columnsFor, type ExportColumn } from '../exports/columns';

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
  context: ScopedListContext & { role: AdminRole },
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
