// What the CRM's write endpoints accept and answer. The messages are written for the person filling the form:
// the client shows them next to the field, the server sends the same ones in a 400's details.
import { z } from 'zod';
import { applicationSchema, studentSchema, visaCaseSchema } from './crm';
import { personName } from './names';
import { optionalText, requiredText } from './text-fields';
import { LANGUAGES } from './languages';
import { APPLICATION_STATUSES, COUNTRIES, PRIORITIES, STUDENT_STAGES, VISA_STATUSES } from './enums';
import { STARTING_STATES, startRefusal, type TransitionSubject } from './transitions';

const phoneMessage = 'Enter a phone or WhatsApp number with at least 7 digits, e.g. +254 712 345 678.';
const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length <= 30 && /^\+?[\d\s\-().]+$/.test(v) && v.replace(/\D/g, '').length >= 7), phoneMessage)
  .nullish()
  .transform((v) => v || null);

const email = z
  .union([z.literal(''), z.email('Enter a valid e-mail address, e.g. amina@example.com.').max(200)], {
    error: 'Enter a valid e-mail address, e.g. amina@example.com.',
  })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

const country = z
  .enum(['', ...COUNTRIES], { error: `Choose a country: ${COUNTRIES.join(', ')}.` })
  .nullish()
  .transform((v) => v || null);

/** One tag of a student: where the lead came from, or any label the team uses. */
export const studentTagSchema = z.string().trim().min(1, 'A tag cannot be empty.').max(40, 'Keep each tag under 40 characters.');
const tags = z.array(studentTagSchema).max(20, 'Up to 20 tags.');

const requirements = z
  .array(z.string().trim().min(1, 'A requirement cannot be empty.').max(200, 'Keep each requirement under 200 characters.'))
  .max(30, 'Up to 30 requirements.');

const date = (message: string) =>
  z
    .union([z.literal(''), z.iso.date(message)], { error: message })
    .nullish()
    .transform((v) => v || null);

/** A create names the starting state or none (docs/PRODUCT.md §6): later states are reached by moves the server checks. */
const startsAs =
  <S extends TransitionSubject>(subject: S) =>
  (state: string, ctx: z.RefinementCtx) => {
    if (state !== STARTING_STATES[subject]) ctx.addIssue({ code: 'custom', message: startRefusal(subject, state as never) });
  };

const version = z.number({ error: 'The version of the record you edited is missing.' }).int().min(1);
const clientId = z.uuid('The id must be a UUID.').optional();

// Students ---------------------------------------------------------------------------------------------------

const studentFields = {
  name: personName({ max: 200, message: "Enter the student's name." }),
  phone,
  email,
  country,
  fieldOfStudy: optionalText(200),
  destinationCity: optionalText(100),
  priority: z.enum(PRIORITIES, { error: 'Choose a priority: high, medium or low.' }),
  stage: z.enum(STUDENT_STAGES, { error: 'Choose a stage.' }),
  /** Where the lead came from: the source or fair, as tags. */
  tags,
  assignedCounselor: z.uuid('Choose a counselor from the list.').nullish(),
  /** The student's language (issue 29): what the portal opens in and what we send is written in. */
  preferredLanguage: z.enum(LANGUAGES, { error: 'Choose a language from the list.' }),
};

export const createStudentSchema = z.object({
  id: clientId,
  ...studentFields,
  priority: studentFields.priority.default('medium'),
  stage: studentFields.stage.default(STARTING_STATES.student).superRefine(startsAs('student')),
  tags: tags.default([]),
  preferredLanguage: studentFields.preferredLanguage.default('en'),
  /** The recruitment fair the lead was captured at (fair mode): it must exist. Set only when the lead is made. */
  eventId: z
    .uuid('Choose a fair from the list.')
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateStudentInput = z.input<typeof createStudentSchema>;
export type CreateStudent = z.infer<typeof createStudentSchema>;

/** Only the fields sent change; `null` or '' clears an optional one. */
export const updateStudentSchema = z.object(studentFields).partial().extend({ version });
export type UpdateStudentInput = z.input<typeof updateStudentSchema>;
export type UpdateStudent = z.infer<typeof updateStudentSchema>;

/** A live student whose phone (last 9 digits) or e-mail (any case) matches a new lead's. */
export const duplicateMatchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  matchedOn: z.enum(['phone', 'email']),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;

/**
 * True when a possible duplicate matched on a field the caller's role does not read (docs/SECURITY.md, "Who writes
 * what"): it is not named in `possibleDuplicateOf` (no name, no id, no field), only said to exist. Absent otherwise.
 */
export const unnamedDuplicateSchema = z.boolean().optional();

/** The answer to POST /api/admin/students: the row, and the students it may duplicate (empty when none). */
export const createdStudentSchema = studentSchema.extend({ possibleDuplicateOf: duplicateMatchSchema.array(), unnamedDuplicate: unnamedDuplicateSchema });
export type CreatedStudent = z.infer<typeof createdStudentSchema>;

/**
 * POST /api/admin/students/:id/duplicates, on the flagged lead. `keep`: a person decided it is a different student.
 * `merge`: it is the same person as `into` (one of its flags): its records move there and this profile goes. The two
 * versions are the ones the person looked at: if either row changed since, the merge is refused (409).
 */
export const resolveDuplicateSchema = z.discriminatedUnion(
  'resolution',
  [
    z.object({ resolution: z.literal('keep') }),
    z.object({
      resolution: z.literal('merge'),
      into: z.uuid('Choose the student to merge into.'),
      version,
      intoVersion: z.number({ error: 'The version of the student to merge into is missing.' }).int().min(1),
    }),
  ],
  { error: 'Choose how to resolve the possible duplicate: keep both or merge.' },
);
export type ResolveDuplicate = z.infer<typeof resolveDuplicateSchema>;
export type MergeDuplicate = Extract<ResolveDuplicate, { resolution: 'merge' }>;

// Applications -----------------------------------------------------------------------------------------------

const applicationFields = {
  universityId: z
    .number({ error: 'Choose a university.' })
    .int('Choose a university.')
    .positive('Choose a university.')
    .max(2_147_483_647, 'Choose a university.'),
  program: requiredText(200, 'Enter the programme.'),
  status: z.enum(APPLICATION_STATUSES, { error: 'Choose a status.' }),
  applicationDate: z.iso.date('Enter the application date as YYYY-MM-DD.'),
  deadlineDate: date('Enter the deadline as YYYY-MM-DD.'),
  decisionDate: date('Enter the decision date as YYYY-MM-DD.'),
  requirements,
  applicationFee: z
    .number({ error: 'Enter the fee as a number of dollars.' })
    .min(0, 'The fee cannot be negative.')
    .max(100_000, 'The fee looks too large.')
    .nullish()
    .transform((v) => v ?? null),
  feeStatus: optionalText(40),
  assignedOwner: z.uuid('Choose an application owner from the list.').nullish(),
};

export const createApplicationSchema = z.object({
  id: clientId,
  studentId: z.uuid('Choose a student.'),
  ...applicationFields,
  status: applicationFields.status.default(STARTING_STATES.application).superRefine(startsAs('application')),
  /** Defaults to today (the server's date). */
  applicationDate: applicationFields.applicationDate.optional(),
  requirements: requirements.default([]),
});
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;
export type CreateApplication = z.infer<typeof createApplicationSchema>;

export const updateApplicationSchema = z.object(applicationFields).partial().extend({ version });
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;
export type UpdateApplication = z.infer<typeof updateApplicationSchema>;

// Visa cases -------------------------------------------------------------------------------------------------

const visaCaseFields = {
  visaType: requiredText(100, 'Enter the visa type, e.g. Student Pass.'),
  status: z.enum(VISA_STATUSES, { error: 'Choose a status.' }),
  appointmentDate: z
    .union([z.literal(''), z.iso.datetime({ offset: true, error: 'Enter the appointment as a date and time.' })], {
      error: 'Enter the appointment as a date and time.',
    })
    .nullish()
    .transform((v) => v || null),
  requirements,
  assignedOfficer: z.uuid('Choose an officer from the list.').nullish(),
};

export const createVisaCaseSchema = z.object({
  id: clientId,
  studentId: z.uuid('Choose a student.'),
  ...visaCaseFields,
  status: visaCaseFields.status.default(STARTING_STATES.visa_case).superRefine(startsAs('visa_case')),
  requirements: requirements.default([]),
});
export type CreateVisaCaseInput = z.input<typeof createVisaCaseSchema>;
export type CreateVisaCase = z.infer<typeof createVisaCaseSchema>;

export const updateVisaCaseSchema = z.object(visaCaseFields).partial().extend({ version });
export type UpdateVisaCaseInput = z.input<typeof updateVisaCaseSchema>;
export type UpdateVisaCase = z.infer<typeof updateVisaCaseSchema>;

// Conflicts --------------------------------------------------------------------------------------------------

/**
 * A 409 on PATCH: the standard error body whose details carry the row as the server has it now, so the client
 * can show both versions and let the person choose (resend with `current.version` to keep theirs).
 */
export const conflictDetailsSchema = <T extends z.ZodType>(row: T) => z.object({ current: row });
export const studentConflictSchema = conflictDetailsSchema(studentSchema);
export const applicationConflictSchema = conflictDetailsSchema(applicationSchema);
export const visaCaseConflictSchema = conflictDetailsSchema(visaCaseSchema);
export type ConflictDetails<T> = { current: T };
