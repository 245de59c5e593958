import type { Knex } from 'knex';
import type { Journey } from './pipeline';

/** Postgres refuses a statement with more bind parameters than this. */
const MAX_BIND_PARAMETERS = 65_535;

/**
 * Inserts `rows` with multi-row INSERTs of at most `maxRows` rows, and never more bind parameters
 * than Postgres accepts in one statement. Every row must have the same keys.
 */
export async function insertRows(db: Knex, table: string, rows: readonly object[], maxRows = 2000): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perRow = Object.keys(first).length;
  const size = Math.max(1, Math.min(maxRows, Math.floor(MAX_BIND_PARAMETERS / perRow)));
  for (let start = 0; start < rows.length; start += size) {
    await db(table).insert(rows.slice(start, start + size));
  }
}

/** Inserts students and what hangs off them; activity only for `withActivity`. */
export async function insertJourneys(
  trx: Knex,
  journeys: readonly Journey[],
  withActivity: readonly Journey[] = journeys,
): Promise<void> {
  await insertRows(trx, 'students', journeys.map((j) => j.student));
  await insertRows(trx, 'applications', journeys.flatMap((j) => j.applications));
  await insertRows(trx, 'visa_cases', journeys.flatMap((j) => (j.visaCase ? [j.visaCase] : [])));
  await insertRows(trx, 'activity_log', withActivity.flatMap((j) => j.activity));
}
