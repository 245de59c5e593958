import { parse } from 'csv-parse/browser/esm/sync';

/** Rows shown under the mapping before anything is sent. */
export const PREVIEW_ROWS = 5;

/**
 * The file's header and its first rows, read in the browser with the same CSV library the server uses, so the
 * columns to map are the ones the server will see. Throws when the file is not a readable CSV.
 */
export function previewCsv(text: string): { columns: string[]; rows: string[][] } {
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, to: PREVIEW_ROWS + 1 }) as string[][];
  const [header = [], ...rows] = records;
  return { columns: header.map((c) => c.trim()), rows };
}
