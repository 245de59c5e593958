// A list downloaded as CSV (docs/PRODUCT.md §3.20): rows read from Postgres in keyset batches, written through
// csv-stringify straight into the response, so memory stays flat however long the list (50,000 students included).
// Any list can use it: give it the columns the role may read, a batch reader, and what to record when it is done.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';
import type { Logger } from 'pino';

/**
 * One column of the file: its header and the cell of each item (arrays are joined with "; "). `phone`: a column of
 * phone numbers, whose `+252 61 234 5678` is written as it is.
 */
export type CsvColumn<T> = { header: string; value: (item: T) => unknown; phone?: boolean };

/** Rows read this many at a time: one batch in memory, however long the list. */
export const CSV_BATCH = 500;

/**
 * A batch after the last one (`after` undefined for the first): at most `limit` rows in the export's order, and the
 * keyset to resume from. An empty batch ends the file.
 */
export type BatchReader<T, K> = (after: K | undefined, limit: number) => Promise<{ items: T[]; next: K | undefined }>;

export type CsvDownload<T, K> = {
  filename: string;
  columns: readonly CsvColumn<T>[];
  read: BatchReader<T, K>;
  /** Called once the last row is read (`complete`) or the download stops early (the client went away). */
  done: (count: number, complete: boolean) => Promise<void>;
  logger?: Logger;
  batch?: number;
};

/** What a spreadsheet may read as the start of a formula (OWASP's CSV injection advice). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number as staff write it: `+`, then digits, spaces, brackets, dots and dashes only. */
const PHONE_NUMBER = /^\+[\d\s().-]+$/;

/**
 * Every cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading apostrophe, so a
 * name typed into the website's enquiry form as `=HYPERLINK(…)`, `-1-1` or `+1-1` opens in Excel as text. The one
 * exception is a phone number in a phone column (`+252 61 234 5678`), which stays as it is.
 */
export function spreadsheetSafe(text: string, { phone = false }: { phone?: boolean } = {}): string {
  if (!FORMULA_START.test(text) || (phone && PHONE_NUMBER.test(text))) return text;
  return `'${text}`;
}

/** The text of one cell as written to the file (before CSV quoting). */
export function csvCell(value: unknown, options: { phone?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  // A date is ISO 8601 text too; beyond the year 9999 it starts with + (before year 0, with -).
  const text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : typeof value === 'string' ? value : String(value);
  return spreadsheetSafe(text, options);
}

/** Reads batch after batch until one comes back short, counting the rows; `done` runs however it ends. */
async function* rowsOf<T, K>(spec: CsvDownload<T, K>): AsyncGenerator<string[]> {
  const limit = spec.batch ?? CSV_BATCH;
  let count = 0;
  let complete = false;
  try {
    let after: K | undefined;
    for (;;) {
      const { items, next } = await spec.read(after, limit);
      for (const item of items) yield spec.columns.map((column) => csvCell(column.value(item), { phone: column.phone }));
      count += items.length;
      if (items.length < limit || next === undefined) break;
      after = next;
    }
    complete = true;
  } finally {
    await spec.done(count, complete);
  }
}

/**
 * Answers the request with the CSV: UTF-8 with a byte order mark (Excel then shows Somali and Arabic names as
 * written), a header row, RFC 4180 quoting. Headers go out at once; an error after the first bytes can only cut the
 * file short, and is logged.
 */
export function sendCsv<T, K>(ctx: Context, spec: CsvDownload<T, K>): void {
  const csv = stringify({ bom: true, header: true, columns: spec.columns.map((c) => c.header), record_delimiter: 'windows' });
  const rows = Readable.from(rowsOf(spec));
  rows.on('error', (err) => {
    spec.logger?.error({ err }, 'CSV export stopped');
    csv.destroy(err);
  });
  csv.on('close', () => rows.destroy());
  rows.pipe(csv);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(spec.filename);
  ctx.body = csv;
}

/** A file name of the list and today's date: students-2026-11-26.csv. */
export const csvFilename = (list: string, now = new Date()) => `${list}-${now.toISOString().slice(0, 10)}.csv`;
