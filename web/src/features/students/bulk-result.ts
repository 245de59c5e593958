import type { StudentStage } from '@contract/enums';

/** One change to many students (POST /api/admin/students/bulk). */
export type StudentsBulkInput =
  | { ids: string[]; action: 'assign'; value: string | null }
  | { ids: string[]; action: 'stage'; value: StudentStage }
  | { ids: string[]; action: 'tag'; value: string };
export type StudentsBulkAction = StudentsBulkInput['action'];

/** The answer for one student: changed, refused with the reason (a transition rule, a permission), or a conflict. */
export type StudentsBulkOutcome = { id: string; outcome: 'done' | 'refused' | 'conflict'; reason?: string };
export type StudentsBulkAnswer = { results: StudentsBulkOutcome[] };

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
const CONFLICT_REASON = 'Changed by someone else meanwhile: open it to see the latest version.';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The bulk answer as the screen shows it: counts, and by name each student that was refused or in conflict. */
export function summariseBulk(
  action: StudentsBulkAction,
  answer: StudentsBulkAnswer,
  nameOf: (id: string) => string,
): BulkSummary {
  const problem = (r: StudentsBulkOutcome, fallback: string): BulkProblem => ({ id: r.id, name: nameOf(r.id), reason: r.reason || fallback });
  const done = answer.results.filter((r) => r.outcome === 'done').length;
  const refused = answer.results.filter((r) => r.outcome === 'refused').map((r) => problem(r, 'Refused.'));
  const conflicts = answer.results.filter((r) => r.outcome === 'conflict').map((r) => problem(r, CONFLICT_REASON));
  const parts = [`${DONE[action]} for ${plural(done, 'student')}`];
  if (refused.length) parts.push(`${refused.length} refused`);
  if (conflicts.length) parts.push(plural(conflicts.length, 'conflict'));
  return { done, refused, conflicts, headline: `${parts.join('; ')}.` };
}
