// POST /api/admin/students/bulk (docs/PRODUCT.md §5.1): one change to many students chosen in the list. Each student
// is changed as a single edit would change it (the same rules, the same audit entry), and the answer says per
// student whether it was done, refused (and why) or in conflict with a change made since the list was read.
import { z } from 'zod';
import { studentSchema } from './crm';
import { studentTagSchema } from './crm-writes';
import { STUDENT_STAGES } from './enums';

export const STUDENT_BULK_MAX = 100;

const ids = z
  .array(z.uuid('Each id must be a student id (a UUID).'), { error: 'Send the ids of the students to change.' })
  .min(1, 'Choose at least one student.')
  .max(STUDENT_BULK_MAX, `Choose at most ${STUDENT_BULK_MAX} students at a time.`)
  .transform((list) => list.map((id) => id.toLowerCase()))
  .refine((list) => new Set(list).size === list.length, 'Each student can be chosen once.');

/**
 * The version of each student as the list showed it, by id (optional): a student changed since then is answered
 * as a conflict instead of being changed on top of what the person did not see.
 */
const versions = z.record(z.string(), z.number().int().min(1)).optional();

export const studentBulkSchema = z.discriminatedUnion(
  'action',
  [
    /** value: the counselor's id, or null to leave the students unassigned. */
    z.object({ action: z.literal('assign'), ids, versions, value: z.uuid('Choose a counselor from the list.').nullable() }),
    z.object({ action: z.literal('stage'), ids, versions, value: z.enum(STUDENT_STAGES, { error: 'Choose a stage.' }) }),
    /** value: a tag added to each student that does not carry it yet. */
    z.object({ action: z.literal('tag'), ids, versions, value: studentTagSchema }),
  ],
  { error: "action is 'assign', 'stage' or 'tag'." },
);
export type StudentBulkInput = z.input<typeof studentBulkSchema>;
export type StudentBulk = z.infer<typeof studentBulkSchema>;

export const STUDENT_BULK_OUTCOMES = ['done', 'refused', 'conflict'] as const;

export const studentBulkResultSchema = z.discriminatedUnion('outcome', [
  /** The student as it is now (unchanged when it already was so). */
  z.object({ id: z.uuid(), outcome: z.literal('done'), student: studentSchema }),
  /** A rule, a removed student or the assignment refused it; `reason` is for the person. */
  z.object({ id: z.uuid(), outcome: z.literal('refused'), reason: z.string() }),
  /** Changed by someone else since `versions[id]`; `current` is the student as it is now. */
  z.object({ id: z.uuid(), outcome: z.literal('conflict'), reason: z.string(), current: studentSchema }),
]);
export type StudentBulkResult = z.infer<typeof studentBulkResultSchema>;

export const studentBulkAnswerSchema = z.object({
  results: studentBulkResultSchema.array(),
  counts: z.object({ done: z.number().int(), refused: z.number().int(), conflict: z.number().int() }),
});
export type StudentBulkAnswer = z.infer<typeof studentBulkAnswerSchema>;
