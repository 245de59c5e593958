import type { StudentBulkAnswer, StudentBulkInput, StudentBulkResult } from '@contract/student-bulk';
import { countOf } from '../../lib/format';

export type StudentsBulkAction = StudentBulkInput['action'];

/**
 * The most students one request may change: the API's STUDENT_BULK_MAX (contract/student-bulk.ts, a zod module this
 * screen does not load; bulk-result.test.ts keeps the two equal). A larger selection goes in several requests.
 */
export const BULK_BATCH = 100;

/** The requests for a selection: the ids (and the versions the list showed of them) a batch at a time. */
export function bulkBatches(input: StudentBulkInput, size = BULK_BATCH): StudentBulkInput[] {
  const batches: StudentBulkInput[] = [];
  for (let start = 0; start < input.ids.length; start += size) {
    const ids = input.ids.slice(start, start + size);
    const versions = input.versions && Object.fromEntries(ids.filter((id) => id in input.versions!).map((id) => [id, input.versions![id]!]));
    batches.push({ ...input, ids, ...(versions ? { versions } : {}) });
  }
  return batches;
}

/** The answers of several batches as one. */
export function mergeBulkAnswers(answers: readonly StudentBulkAnswer[]): StudentBulkAnswer {
  const results = answers.flatMap((a) => a.results);
  const count = (outcome: StudentBulkResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { results, counts: { done: count('done'), refused: count('refused'), conflict: count('conflict') } };
}

/** A line of the result for one student that was not changed. */
export type BulkProblem = { id: string; name: string; reason: string };

export type BulkSummary = {
  done: number;
  refused: BulkProblem[];
  conflicts: BulkProblem[];
  /** One sentence for the status line, e.g. "Stage changed for 2 students; 1 refused; 1 conflict." */
  headline: string;
};

const DONE: Record<StudentsBulkAction, string> = { assign: 'Owner assigned', stage: 'Stage changed', tag: 'Tag added' };

/** The bulk answer as the screen shows it: counts, and by name each student that was refused or in conflict. */
export function summariseBulk(action: StudentsBulkAction, answer: StudentBulkAnswer, nameOf: (id: string) => string): BulkSummary {
  const problems = (outcome: 'refused' | 'conflict'): BulkProblem[] =>
    answer.results.flatMap((r) => (r.outcome === outcome ? [{ id: r.id, name: nameOf(r.id), reason: r.reason }] : []));
  const done = answer.results.filter((r) => r.outcome === 'done').length;
  const refused = problems('refused');
  const conflicts = problems('conflict');
  const parts = [`${DONE[action]} for ${countOf(done, 'student')}`];
  if (refused.length) parts.push(`${refused.length} refused`);
  if (conflicts.length) parts.push(countOf(conflicts.length, 'conflict'));
  return { done, refused, conflicts, headline: `${parts.join('; ')}.` };
}
