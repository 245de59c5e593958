import { z } from 'zod';
import { APPLICATION_SORTS, APPLICATION_STATUSES, COUNTRIES, PRIORITIES, PROGRAMME_LEVELS, STUDENT_STAGES, VISA_CASE_SORTS, VISA_STATUSES } from './enums';
import { LANGUAGES } from './languages';
import { DEFAULT_STUDENT_SORT, STUDENT_SORTS } from './student-filter';
import { OWNER_FILTER } from './uuid';

export const personalInfoSchema = z.looseObject({
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  country: z.enum(COUNTRIES).optional(),
  dateOfBirth: z.string().optional(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const studentSchema = z.object({
  id: z.uuid(),
  personalInfo: personalInfoSchema,
  fieldOfStudy: z.string().nullable(),
  destinationCity: z.string().nullable(),
  stage: z.enum(STUDENT_STAGES),
  priority: z.enum(PRIORITIES),
  /** Admin user id of the counselor, or null. */
  assignedCounselor: z.string().nullable(),
  /** The counselor's full name, joined on the server (null when unassigned). */
  ownerName: z.string().nullable(),
  tags: z.array(z.string()),
  /** The language the portal opens in and what we send is written in (issue 29); 'en' unless told otherwise. */
  preferredLanguage: z.enum(LANGUAGES),
  /**
   * The recruitment fair that brought the lead in (fair mode, or the fair's QR code), or null. The server always
   * sends it; optional for rows made before fairs existed (a device's waiting writes).
   */
  eventId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Student = z.infer<typeof studentSchema>;

export const applicationSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  /** Joined on the server so a page of applications needs no second request; null if the student is gone. */
  studentName: z.string().nullable(),
  universityId: z.number().int(),
  universityName: z.string().nullable(),
  program: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applicationDate: z.string(),
  deadlineDate: z.string().nullable(),
  decisionDate: z.string().nullable(),
  requirements: z.array(z.string()),
  /** Absent for a role without revenue:read (contract/read-scopes.ts). */
  applicationFee: z.number().nullable().optional(),
  feeStatus: z.string().nullable().optional(),
  /** Admin user id of the staff member working the application, or null. */
  assignedOwner: z.string().nullable(),
  /** The owner's full name, joined on the server (null when unassigned). */
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Application = z.infer<typeof applicationSchema>;

export const visaCaseSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string().nullable(),
  visaType: z.string(),
  status: z.enum(VISA_STATUSES),
  appointmentDate: z.string().nullable(),
  requirements: z.array(z.string()),
  /** Admin user id of the officer, or null. */
  assignedOfficer: z.string().nullable(),
  /** The officer's full name, joined on the server (null when unassigned). */
  officerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type VisaCase = z.infer<typeof visaCaseSchema>;

/** A listed programme as the application form offers it: its name (what the application records) and level. */
export const programmeOptionSchema = z.object({ name: z.string(), level: z.enum(PROGRAMME_LEVELS) });
export type ProgrammeOption = z.infer<typeof programmeOptionSchema>;

/**
 * GET /api/admin/universities: every university, archived ones too (applications keep naming them), with its listed
 * programmes by level then name, for the application form's pickers and the applications list's filter. The sync
 * keeps it on the device whole (web/src/lib/offline/sync-engine.ts), so the form picks offline too.
 */
export const universityOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  programmes: z.array(programmeOptionSchema),
});
export type UniversityOption = z.infer<typeof universityOptionSchema>;

export const PAGE_LIMIT_DEFAULT = 30;
export const PAGE_LIMIT_MAX = 100;

const listParams = {
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  /** Opaque; from the previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
};

const OWNER_MESSAGE = "owner is 'me', 'none' or a staff member's id.";

/** A query parameter sent empty (`?country=`) is the same as one left out. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const studentListQuerySchema = z.object({
  search: z.string('Send one search.').trim().max(100, 'Keep the search under 100 characters.').optional(),
  stage: blankIsAbsent(z.enum(STUDENT_STAGES, { error: `stage is one of ${STUDENT_STAGES.join(', ')}.` })),
  priority: blankIsAbsent(z.enum(PRIORITIES, { error: `priority is one of ${PRIORITIES.join(', ')}.` })),
  owner: blankIsAbsent(
    z
      .string(OWNER_MESSAGE)
      .refine((v) => v === 'me' || v === 'none' || z.uuid().safeParse(v).success, OWNER_MESSAGE)
      .transform((v) => v.toLowerCase()),
  ),
  country: blankIsAbsent(z.enum(COUNTRIES, { error: `country is one of ${COUNTRIES.join(', ')}.` })),
  /** One of the student's tags, any case: where the lead came from ("Website", "Nairobi Fair 2026"). */
  source: blankIsAbsent(z.string('Send one source.').trim().min(1).max(40, 'Keep the source under 40 characters.')),
  /** The recruitment fair the lead came from (its id): the event page's link to its leads. */
  event: blankIsAbsent(z.uuid('event is the id of a recruitment fair.').transform((v) => v.toLowerCase())),
  sort: blankIsAbsent(z.enum(STUDENT_SORTS, { error: `sort is one of ${STUDENT_SORTS.join(', ')}.` })).transform(
    (v) => v ?? DEFAULT_STUDENT_SORT,
  ),
  ...listParams,
  /** Longer than other lists' cursors: a name order's cursor carries the name. */
  cursor: z.string().max(2000).optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/** Whose cases a list shows: the signed-in staff member's, nobody's, or one staff member's (their id). */
export const ownerFilterSchema = z
  .string()
  .regex(OWNER_FILTER, 'The owner must be "me", "none" or a staff member\'s id.');

const caseSearch = z.string().trim().max(100, 'Search for at most 100 characters.').optional();

export const applicationListQuerySchema = z.object({
  search: caseSearch,
  status: z.enum(APPLICATION_STATUSES, { error: `The status must be one of: ${APPLICATION_STATUSES.join(', ')}.` }).optional(),
  studentId: z.uuid().optional(),
  universityId: z.coerce.number({ error: 'The university must be a university id (a number).' }).int().positive().optional(),
  owner: ownerFilterSchema.optional(),
  /** Only the applications whose deadline shouts (contract/deadlines.ts). */
  due: z.literal('7d', { error: 'The deadline window must be "7d" (due within 7 days or overdue).' }).optional(),
  sort: z.enum(APPLICATION_SORTS, { error: `Sort applications by one of ${APPLICATION_SORTS.join(', ')} (or leave it out).` }).optional(),
  ...listParams,
  /** Longer than the date orders' cursors: a name order's cursor carries the name. */
  cursor: z.string().max(2000).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const visaCaseListQuerySchema = z.object({
  search: caseSearch,
  status: z.enum(VISA_STATUSES, { error: `The status must be one of: ${VISA_STATUSES.join(', ')}.` }).optional(),
  studentId: z.uuid().optional(),
  owner: ownerFilterSchema.optional(),
  sort: z.enum(VISA_CASE_SORTS, { error: `Sort visa cases by one of ${VISA_CASE_SORTS.join(', ')} (or leave it out).` }).optional(),
  ...listParams,
  cursor: z.string().max(2000).optional(),
});
export type VisaCaseListQuery = z.infer<typeof visaCaseListQuerySchema>;

/**
 * Where counting a list's matches is costly (a search, an owner or source filter), the count stops here: past it the
 * total is shown as "10,000+" (issue 33 item 2), not counted to the last row.
 */
export const TOTAL_CAP = 10_000;

/**
 * A page of a list: `total` counts the matches, `totalAll` every row the caller may see. `totalCapped`: there are
 * more than TOTAL_CAP matches and `total` is TOTAL_CAP (show "10,000+"); absent or false, `total` is exact.
 */
export type Page<T> = { items: T[]; total: number; totalAll: number; nextCursor: string | null; totalCapped?: boolean };
export type StudentPage = Page<Student>;
export type ApplicationPage = Page<Application> & {
  statusCounts: Partial<Record<(typeof APPLICATION_STATUSES)[number], number>>;
};
export type VisaCasePage = Page<VisaCase> & { statusCounts: Partial<Record<(typeof VISA_STATUSES)[number], number>> };
