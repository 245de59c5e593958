import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { copyJourneys } from './generate-copies';
import { insertJourneys } from './insert';
import { buildJourney, type Journey } from './pipeline';
import { createRandom } from './random';
import { loadSeedContext } from './records';

export type GenerateOptions = {
  students: number;
  /** The same seed gives the same people, stages and statuses (ids are always fresh). */
  seed?: number;
  /** Called after each committed batch with the number of students written so far. */
  onProgress?: (done: number) => void;
  /**
   * Build only this many journeys row by row and copy them in SQL up to `students` (generate-copies.ts). Default:
   * a base of 10,000 above 60,000 students, none below. Tests set it to run the copy on a small database.
   */
  base?: number;
};

export type GenerateResult = { students: number; applications: number; visaCases: number; activity: number };

export const DEFAULT_GENERATOR_SEED = 424_242;
/** Students per transaction: big enough to be fast, small enough to keep memory and lock time low. */
const BATCH_STUDENTS = 2000;
/** Above this many students, the rest are copies of a built base, made in SQL: a million within minutes. */
const COPY_ABOVE = 60_000;
const BASE_STUDENTS = 10_000;
/** The students a generated counselor holds in a large database (issue 33 item 4: a caseload of 2,000). */
const COUNSELOR_CASELOAD = 2000;

/**
 * Adds `students` synthetic students to a seeded database (universities and staff must exist),
 * with about 1.2 applications per applying student, one visa case per student holding an offer
 * and one or two activity rows each. Every batch commits on its own.
 */
export async function generateLargeData(knex: Knex, options: GenerateOptions): Promise<GenerateResult> {
  if (!Number.isInteger(options.students) || options.students < 0) {
    throw new Error(`students must be a whole number of zero or more, got ${options.students}`);
  }
  // Random ids, not seeded ones, so running the generator twice never collides.
  const ctx = await loadSeedContext(knex, createRandom(options.seed ?? DEFAULT_GENERATOR_SEED), randomUUID);
  // E-mail tags continue after the students already present, keeping addresses unique.
  const existing = await knex('students').count<{ count: number }[]>({ count: '*' });
  const firstTag = Number(existing[0]?.count ?? 0) + 1;

  const result: GenerateResult = { students: 0, applications: 0, visaCases: 0, activity: 0 };
  // Past COPY_ABOVE students, a base of BASE_STUDENTS journeys is built here and copied in SQL (generate-copies.ts).
  const built = Math.min(options.students, options.base ?? (options.students > COPY_ABOVE ? BASE_STUDENTS : options.students));
  if (!Number.isInteger(built) || built < (options.students > 0 ? 1 : 0)) throw new Error(`base must be a whole number above 0, got ${options.base}`);
  const baseIds: string[] = [];
  while (result.students < built) {
    const size = Math.min(BATCH_STUDENTS, built - result.students);
    const batch: Journey[] = [];
    for (let i = 0; i < size; i++) batch.push(buildJourney(ctx, { emailTag: firstTag + result.students + i }));
    await knex.transaction((trx) => insertJourneys(trx, batch));
    result.students += size;
    for (const journey of batch) {
      baseIds.push(journey.student.id);
      result.applications += journey.applications.length;
      result.visaCases += journey.visaCase ? 1 : 0;
      result.activity += journey.activity.length;
    }
    options.onProgress?.(result.students);
  }
  if (options.students > built) {
    const before = await knex.raw<{ rows: { a: number; v: number; l: number }[] }>(
      'select (select count(*) from applications)::int as a, (select count(*) from visa_cases)::int as v, (select count(*) from activity_log)::int as l',
    );
    result.students += await copyJourneys(knex, baseIds, { base: built, target: options.students, caseload: COUNSELOR_CASELOAD, onProgress: options.onProgress });
    const after = await knex.raw<{ rows: { a: number; v: number; l: number }[] }>(
      'select (select count(*) from applications)::int as a, (select count(*) from visa_cases)::int as v, (select count(*) from activity_log)::int as l',
    );
    result.applications += after.rows[0]!.a - before.rows[0]!.a;
    result.visaCases += after.rows[0]!.v - before.rows[0]!.v;
    result.activity += after.rows[0]!.l - before.rows[0]!.l;
  }
  // Fresh statistics, so the planner sees the new size at once, and the visibility map and hint bits a running
  // server's autovacuum would have set (it may be off on a scratch server): without them the first reads of every
  // page after a bulk load write it back, and no index-only scan skips the heap.
  await knex.raw('vacuum analyze students, applications, visa_cases, activity_log, student_notes, staff_tasks');
  return result;
}
