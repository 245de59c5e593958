// Mentors (docs/PRODUCT.md §3.16): alumni who agreed to mentor new students, matched to students by staff. The
// mentor's WhatsApp number is staff data; a student receives it (as a wa.me link) only while matched.
import { z } from 'zod';
import type { StudentStage } from './enums';

/** A mentor linked to a student record is one who studied here: arrived, or graduated. */
export const MENTOR_STUDENT_STAGES = ['arrived', 'alumni'] as const satisfies readonly StudentStage[];

export const MENTOR_MESSAGES = {
  whatsapp: 'Give the WhatsApp number in international format, with the country code: e.g. +60 12 345 6789.',
  mentorStudent: 'Choose a student who has arrived or is alumni: only they can mentor.',
  alreadyMentor: 'This student is already a mentor: open that mentor instead.',
  archived: 'This mentor is archived: restore them before matching a student.',
  self: 'A mentor cannot be matched to themselves.',
} as const;

/** A current or past match of a mentor to a student, as staff see it. */
export const mentorMatchSchema = z.object({
  id: z.number().int(),
  mentorId: z.number().int(),
  mentorName: z.string(),
  studentId: z.uuid(),
  studentName: z.string(),
  matchedAt: z.string(),
  /** When staff ended the match; null while it lasts. */
  endedAt: z.string().nullable(),
});
export type MentorMatch = z.infer<typeof mentorMatchSchema>;

export const mentorSchema = z.object({
  id: z.number().int(),
  /** The alumni student record the mentor is, if they were linked to one; null for one added by hand. */
  studentId: z.uuid().nullable(),
  name: z.string(),
  country: z.string(),
  university: z.string(),
  field: z.string(),
  languages: z.array(z.string()),
  bio: z.string(),
  /** International format, '+' and digits. */
  whatsapp: z.string(),
  archived: z.boolean(),
  /** How many students the mentor is matched to now. */
  activeMatches: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Mentor = z.infer<typeof mentorSchema>;

/** GET /api/admin/mentors/:id: the mentor and their matches, current ones first. */
export const mentorDetailSchema = mentorSchema.extend({ matches: z.array(mentorMatchSchema) });
export type MentorDetail = z.infer<typeof mentorDetailSchema>;

const text = (what: string, max: number) =>
  z
    .string(`Enter the ${what}.`)
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} must have at most ${max} characters.`);

/** '+60 12-345 6789' -> '+60123456789'; refused unless it is a '+', a country code and 8 to 15 digits in all. */
export const whatsappSchema = z
  .string(MENTOR_MESSAGES.whatsapp)
  .trim()
  .refine((v) => /^\+[\d\s\-().]+$/.test(v) && /^[1-9]\d{7,14}$/.test(v.replace(/\D/g, '')), MENTOR_MESSAGES.whatsapp)
  .transform((v) => `+${v.replace(/\D/g, '')}`);

const mentorFields = z.object({
  studentId: z.uuid('Choose the student from the list.').nullable().default(null),
  name: text('name', 120),
  country: text('country', 80),
  university: text('university', 160),
  field: text('field of study', 80),
  languages: z
    .array(z.string().trim().min(1).max(40, 'A language has at most 40 characters.'), 'List the languages the mentor speaks.')
    .min(1, 'List at least one language the mentor speaks.')
    .max(8, 'Up to 8 languages.'),
  bio: text('short bio', 600),
  whatsapp: whatsappSchema,
  archived: z.boolean().default(false),
});

export const mentorCreateSchema = mentorFields.extend({ id: z.uuid('The mentor needs an id made by the editor.') });
export type MentorCreateInput = z.infer<typeof mentorCreateSchema>;

export const mentorPatchSchema = mentorFields.partial().extend({ version: z.number().int().min(1) }).strict();
export type MentorPatchInput = z.infer<typeof mentorPatchSchema>;

/** POST /api/admin/mentors/:id/matches: matching an already matched student answers the current match. */
export const mentorMatchCreateSchema = z.object({ studentId: z.uuid('Choose the student to match.') });
export type MentorMatchCreateInput = z.infer<typeof mentorMatchCreateSchema>;

/** What a matched student sees in the portal: no staff bookkeeping, and the contact only as a chat link. */
export const portalMentorSchema = z.object({
  name: z.string(),
  country: z.string(),
  university: z.string(),
  field: z.string(),
  languages: z.array(z.string()),
  bio: z.string(),
  /** https://wa.me/<digits> */
  whatsappUrl: z.string(),
});
export type PortalMentor = z.infer<typeof portalMentorSchema>;

/** The wa.me chat link of a stored number ('+' and digits). */
export const whatsappUrlOf = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`;
