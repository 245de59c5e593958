import { z } from 'zod';
import { ARTICLE_CATEGORIES, INTAKE_MONTHS, NEWS_CATEGORIES, PROGRAMME_LEVELS, UNIVERSITY_TYPES } from './enums';
import { LANGUAGES } from './languages';
import type { UniversityImage } from './university-images';

export const newsCategorySchema = z.enum(NEWS_CATEGORIES, {
  error: `Unknown news category. Use one of: ${NEWS_CATEGORIES.join(', ')}.`,
});

export const newsArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  imageUrl: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  tags: z.array(z.string()),
  /** The language it is written in (articles stay as written; a page in that language lists it first). */
  language: z.enum(LANGUAGES),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** One article as its page shows it: its Markdown body also rendered to sanitised HTML by the server. */
export const newsArticleDetailSchema = newsArticleSchema.extend({ contentHtml: z.string() });
export type NewsArticleDetail = z.infer<typeof newsArticleDetailSchema>;

/** An uploaded image's key: the start of the SHA-256 of its bytes (docs/PRODUCT.md §3.15.1). */
export const imageKeySchema = z.string().regex(/^[0-9a-f]{32}$/, 'Upload the image again: this one is not known.');

export const universityImageSchema = z.object({ key: imageKeySchema, width: z.number().int(), height: z.number().int() }) satisfies z.ZodType<UniversityImage>;

export const universitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  ranking: z.string(),
  specialties: z.array(z.string()),
  image: z.string(),
  description: z.string(),
  programs: z.number().int(),
  students: z.number().int(),
  type: z.enum(UNIVERSITY_TYPES),
  /** The uploaded logo or cover (§3.15.1); null draws the CSS banner instead. */
  picture: universityImageSchema.nullable(),
});
export type University = z.infer<typeof universitySchema>;

/**
 * GET /api/universities: a partner's card, and what its listed programmes offer as distinct level-and-field pairs, so
 * the page filters by level and field on the phone, without a request per filter (docs/PRODUCT.md §2.3). Pairs, not
 * two lists: "Master's in Engineering" must not match a Master's in Law and a Bachelor's in Engineering.
 */
export const universityListingSchema = universitySchema.extend({
  offers: z.array(z.object({ level: z.enum(PROGRAMME_LEVELS), field: z.string() })),
});
export type UniversityListing = z.infer<typeof universityListingSchema>;
export type ProgrammeOffer = UniversityListing['offers'][number];

/** One programme a partner university offers, as its public page lists it. Tuition is in ringgit (RM) a year. */
export const programmeSchema = z.object({
  id: z.number().int(),
  universityId: z.number().int(),
  name: z.string(),
  level: z.enum(PROGRAMME_LEVELS),
  field: z.string(),
  durationYears: z.number().positive(),
  intakes: z.array(z.enum(INTAKE_MONTHS)),
  tuitionPerYear: z.number().int().nonnegative(),
  entryRequirements: z.array(z.string()),
});
export type Programme = z.infer<typeof programmeSchema>;

/** GET /api/universities/:id: the card's fields and the programmes, by level then name. */
export const universityDetailSchema = universitySchema.extend({ programmes: z.array(programmeSchema) });
export type UniversityDetail = z.infer<typeof universityDetailSchema>;

export const scholarshipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string(),
  amount: z.string(),
  coverage: z.string(),
  /** The deadline as readers see it: the editor's words, or else the date written out. */
  deadline: z.string(),
  /** YYYY-MM-DD when the deadline is a fixed date: past it, the page says "Deadline passed" (docs/PRODUCT.md §2.4). */
  deadlineDate: z.string().nullable(),
  eligibility: z.array(z.string()),
  /** The study levels it is for. */
  programs: z.array(z.string()),
  color: z.string(),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export const siteContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  whatsappNumber: z.string(),
  /** The office address, as the About page shows it and a maps search finds it. */
  address: z.string(),
  /** The site's own public address (the server's PUBLIC_URL, as in canonical links): the About page's Website card. */
  website: z.string(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;
