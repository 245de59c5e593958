// The audit trail as the screens read it: a student's timeline, the profile page and the dashboard's
// "Recent Mission Updates".
import { z } from 'zod';
import { applicationSchema, PAGE_LIMIT_MAX, studentSchema, visaCaseSchema, type Page } from './crm';
import { duplicateMatchSchema, unnamedDuplicateSchema } from './crm-writes';
import { consentSchema } from './privacy';

export const ACTIVITY_ENTITIES = ['student', 'application', 'visa_case'] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/**
 * created, updated, stage_changed (students), status_changed (applications, visa cases), duplicate_kept,
 * merged (both students of a merge), moved (an application or visa case a merge moved to the kept student),
 * portal_invited (a student sent a link to open or reset their portal account), enquired (a lead created by the
 * website's enquiry form, docs/PRODUCT.md §2.8), task_added, task_updated, task_done, task_reopened, task_removed (a
 * student's task, on the student's timeline; its title in changes.task), document_reviewed (a document verified or
 * rejected), note_added (a note or a logged call, WhatsApp chat or meeting: changes.kind, changes.body,
 * changes.outcome; only roles with notes:read see it), message_sent (a WhatsApp, SMS or e-mail opened from Mission
 * Control, docs/PRODUCT.md §3.19: changes.channel and changes.template, never the text, which only the audit keeps), erased (the one entry an erased student keeps: changes.erasedOn, changes.request, no
 * personal data; docs/PRIVACY.md).
 */
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'stage_changed',
  'status_changed',
  'duplicate_kept',
  'merged',
  'moved',
  'portal_invited',
  'enquired',
  'task_added',
  'task_updated',
  'task_done',
  'task_reopened',
  'task_removed',
  'document_reviewed',
  'note_added',
  'message_sent',
  'erased',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activityEntrySchema = z.object({
  id: z.string(),
  entity: z.enum(ACTIVITY_ENTITIES),
  entityId: z.string(),
  /** The student the entry is about (for an application or visa case, its student); null if gone. */
  studentId: z.uuid().nullable(),
  action: z.string(),
  /** Staff member's full name; null when the account is gone or the entry came from an import. */
  actorName: z.string().nullable(),
  /** Each changed field as { from, to }. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  /** A short headline and one line of detail, in words, e.g. "Visa approved" / "Student visa approved for Amina Hassan". */
  title: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type ActivityPage = Page<ActivityEntry>;

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * GET /api/admin/students/:id. `applications` / `visaCases` are null for a role that may not read them.
 * `possibleDuplicateOf` lists the open duplicate flags a person has not yet resolved. `enquiry` is absent only in the
 * device's offline copy, which does not hold enquiries.
 */
/**
 * The enquiry as the student sent it (docs/PRODUCT.md §2.8): every field they filled, as typed then (the profile may
 * have been edited since), and what its ids named. `phone` and `email` are left out for a role that does not read a
 * student's contact details (contract/read-scopes.ts).
 */
export const studentEnquirySchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  country: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  intake: z.string().nullable(),
  message: z.string().nullable(),
  scholarship: z.object({ id: z.number(), title: z.string() }).nullable(),
  university: z.object({ id: z.number(), name: z.string() }).nullable(),
  programme: z.object({ id: z.number(), name: z.string(), level: z.string() }).nullable(),
  event: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type StudentEnquiry = z.infer<typeof studentEnquirySchema>;

export const studentDetailSchema = z.object({
  student: studentSchema,
  possibleDuplicateOf: duplicateMatchSchema.array(),
  unnamedDuplicate: unnamedDuplicateSchema,
  applications: applicationSchema.array().nullable(),
  visaCases: visaCaseSchema.array().nullable(),
  /** The website enquiry that made this lead, if one did (the earliest, after a merge); null for a student added by staff. */
  enquiry: studentEnquirySchema.nullable().optional(),
  /** The consents on record (docs/PRIVACY.md), oldest first, for the roles that read them (contract/read-scopes.ts). */
  consents: consentSchema.array().optional(),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

/** How many entries the dashboard's "Recent Mission Updates" shows. */
export const RECENT_UPDATES_LIMIT = 5;
