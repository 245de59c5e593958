// Partner universities and their programmes as Mission Control writes them (docs/PRODUCT.md §3.15). An archived
// one leaves the public pages and the sitemap; it is never deleted, as applications may name it.
import { z } from 'zod';
import { imageKeySchema, programmeSchema, universitySchema } from './content';
import { INTAKE_MONTHS, PROGRAMME_LEVELS, UNIVERSITY_TYPES } from './enums';

const bookkeeping = { archived: z.boolean(), version: z.number().int(), updatedAt: z.string() };

export const adminUniversitySchema = universitySchema.extend(bookkeeping);
export type AdminUniversity = z.infer<typeof adminUniversitySchema>;

export const adminProgrammeSchema = programmeSchema.extend({ ...bookkeeping, universityName: z.string() });
export type AdminProgramme = z.infer<typeof adminProgrammeSchema>;

/** GET /api/admin/universities/:id: the university and all its programmes, archived ones included. */
export const adminUniversityDetailSchema = adminUniversitySchema.extend({ programmes: z.array(adminProgrammeSchema) });
export type AdminUniversityDetail = z.infer<typeof adminUniversityDetailSchema>;

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} must have at most ${max} characters.`);

const count = (what: string) =>
  z.number(`Enter the number of ${what}.`).int(`The number of ${what} is a whole number.`).min(0, `The number of ${what} cannot be negative.`).max(1_000_000, `The number of ${what} is too large.`);

// No defaults here: zod 4's .partial() would fill them in, and a PATCH that leaves a field out would reset it.
const universityFieldList = z.object({
  name: text('name', 160),
  location: text('location', 120),
  ranking: text('ranking', 80),
  specialties: z.array(z.string().trim().min(1).max(60, 'A specialty has at most 60 characters.')).max(12, 'Up to 12 specialties.'),
  // A site path (an illustration of the site's) or an https address, as for news covers.
  image: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'Give the image as a site path (/images/…) or an https:// address.'),
  description: text('description', 2000),
  /** An image uploaded to POST /api/admin/university-images (its `key`), or null for none: the CSS banner. */
  imageKey: imageKeySchema.nullable(),
  programs: count('programmes'),
  students: count('students'),
  type: z.enum(UNIVERSITY_TYPES, 'Choose Public or Private.'),
  archived: z.boolean(),
});

const universityFields = universityFieldList.extend({
  specialties: universityFieldList.shape.specialties.default([]),
  imageKey: universityFieldList.shape.imageKey.default(null),
  archived: universityFieldList.shape.archived.default(false),
});

export const universityCreateSchema = universityFields.extend({ id: z.uuid('The university needs an id made by the editor.') });
export type UniversityCreateInput = z.infer<typeof universityCreateSchema>;

export const universityPatchSchema = universityFieldList.partial().extend({ version: z.number().int().min(1) }).strict();
export type UniversityPatchInput = z.infer<typeof universityPatchSchema>;

const programmeFieldList = z.object({
  universityId: z.number('Choose the university.').int().positive('Choose the university.'),
  name: text('programme name', 160),
  level: z.enum(PROGRAMME_LEVELS, `Choose a level: ${PROGRAMME_LEVELS.join(', ')}.`),
  field: text('field of study', 80),
  durationYears: z.number('Enter the duration in years.').positive('The duration must be more than 0 years.').max(10, 'The duration must be at most 10 years.').multipleOf(0.5, 'Give the duration in half years (1.5, 2, 3.5 …).'),
  intakes: z.array(z.enum(INTAKE_MONTHS, 'Choose intake months from January to December.')).max(12),
  tuitionPerYear: z.number('Enter the tuition per year in RM.').int('Give the tuition in whole ringgit.').min(0, 'The tuition cannot be negative.').max(10_000_000, 'The tuition is too large.'),
  entryRequirements: z.array(z.string().trim().min(1).max(300, 'A requirement has at most 300 characters.')).max(20, 'Up to 20 requirements.'),
  archived: z.boolean(),
});

const programmeFields = programmeFieldList.extend({
  intakes: programmeFieldList.shape.intakes.default([]),
  entryRequirements: programmeFieldList.shape.entryRequirements.default([]),
  archived: programmeFieldList.shape.archived.default(false),
});

export const programmeCreateSchema = programmeFields.extend({ id: z.uuid('The programme needs an id made by the editor.') });
export type ProgrammeCreateInput = z.infer<typeof programmeCreateSchema>;

export const programmePatchSchema = programmeFieldList.omit({ universityId: true }).partial().extend({ version: z.number().int().min(1) }).strict();
export type ProgrammePatchInput = z.infer<typeof programmePatchSchema>;
