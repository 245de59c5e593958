// Scholarships as Mission Control writes them (docs/PRODUCT.md §3.14): a real deadline date beside the text readers
// see, the study levels they are for, and archiving instead of deleting (enquiries refer to them).
import { z } from 'zod';
import { PROGRAMME_LEVELS } from './enums';

/** The accent colours the public cards know. */
export const SCHOLARSHIP_COLORS = ['blue', 'green', 'purple', 'orange'] as const;

export const adminScholarshipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string(),
  amount: z.string(),
  coverage: z.string(),
  /** The deadline in words ("Rolling", "March 31, 2027"); empty when the date says it. */
  deadlineNote: z.string(),
  /** YYYY-MM-DD; null when there is no fixed date (rolling). */
  deadlineDate: z.string().nullable(),
  eligibility: z.array(z.string()),
  levels: z.array(z.enum(PROGRAMME_LEVELS)),
  color: z.enum(SCHOLARSHIP_COLORS),
  archived: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminScholarship = z.infer<typeof adminScholarshipSchema>;

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} must have at most ${max} characters.`);

const scholarshipFields = z.object({
  title: text('title', 160),
  provider: text('provider', 160),
  amount: text('amount', 200),
  coverage: text('coverage', 40),
  deadlineNote: z.string().trim().max(80, 'The deadline note must have at most 80 characters.'),
  deadlineDate: z.iso.date('Give the deadline as a date.').nullable(),
  eligibility: z
    .array(z.string().trim().min(1).max(200, 'An eligibility line has at most 200 characters.'))
    .min(1, 'Give at least one eligibility line.')
    .max(12, 'Up to 12 eligibility lines.'),
  levels: z.array(z.enum(PROGRAMME_LEVELS, 'Choose study levels from the list.')).min(1, 'Choose at least one study level.'),
  color: z.enum(SCHOLARSHIP_COLORS, 'Choose a colour.'),
  archived: z.boolean(),
});

/** A scholarship needs a deadline readers can act on: a date, or words such as "Rolling". */
const needsDeadline = <T extends { deadlineNote?: string; deadlineDate?: string | null }>(value: T, ctx: z.RefinementCtx) => {
  const noteGiven = value.deadlineNote === undefined || value.deadlineNote !== '';
  const dateGiven = value.deadlineDate === undefined || value.deadlineDate !== null;
  if (!noteGiven && !dateGiven) {
    ctx.addIssue({ code: 'custom', path: ['deadlineDate'], message: 'Choose the deadline date, or describe the deadline (e.g. Rolling).' });
  }
};

// No defaults on the fields themselves: a patch leaves out what it does not change.
export const scholarshipCreateSchema = scholarshipFields
  .extend({
    id: z.uuid('The scholarship needs an id made by the editor.'),
    deadlineNote: scholarshipFields.shape.deadlineNote.default(''),
    deadlineDate: scholarshipFields.shape.deadlineDate.default(null),
    color: scholarshipFields.shape.color.default('blue'),
    archived: scholarshipFields.shape.archived.default(false),
  })
  .superRefine(needsDeadline);
export type ScholarshipCreateInput = z.infer<typeof scholarshipCreateSchema>;

export const scholarshipPatchSchema = scholarshipFields.partial().extend({ version: z.number().int().min(1) }).strict().superRefine(needsDeadline);
export type ScholarshipPatchInput = z.infer<typeof scholarshipPatchSchema>;
