// News articles as Mission Control's Content section writes them (docs/PRODUCT.md §3.12): Markdown bodies, and a
// status that decides when the public site shows them.
import { z } from 'zod';
import { ARTICLE_CATEGORIES } from './enums';
import { LANGUAGES } from './languages';

/** draft: staff only; scheduled: public from `publishAt`; published: public; archived: taken down, kept. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The body is Markdown; a long read is some 3,000 words. */
export const ARTICLE_BODY_MAX = 40_000;

export const adminArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  author: z.string(),
  excerpt: z.string().nullable(),
  /** Markdown. */
  content: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string(),
  /** The language it is written in (issue 29 item 5). */
  language: z.enum(LANGUAGES),
  status: z.enum(ARTICLE_STATUSES),
  /** When a published or scheduled article is (or becomes) public; null for a draft never published. */
  publishAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} must have at most ${max} characters.`);

const tags = z.array(z.string().trim().min(1).max(40, 'A tag has at most 40 characters.')).max(12, 'Up to 12 tags.');
const publishAt = z.iso.datetime({ offset: true, message: 'Choose the date and time to publish.' }).nullable();

const articleFields = z.object({
  title: text('title', 160),
  category: z.enum(ARTICLE_CATEGORIES, 'Choose a category.'),
  author: text('author', 120),
  excerpt: text('summary', 300),
  content: text('body', ARTICLE_BODY_MAX),
  tags,
  // A site path (an illustration of the site's) or an https address.
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'Give the cover image as a site path (/images/…) or an https:// address.'),
  language: z.enum(LANGUAGES, `Choose the article's language: ${LANGUAGES.join(', ')}.`),
  status: z.enum(ARTICLE_STATUSES, 'Choose a status.'),
  publishAt,
});

const scheduleNeedsTime = <T extends { status?: ArticleStatus; publishAt?: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.status === 'scheduled' && !value.publishAt) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose the date and time to publish.' });
  }
};

// A new article may leave out its tags and time; a change leaves out what it does not change (no defaults there: a
// PATCH of the title alone must not empty the tags).
export const articleCreateSchema = articleFields
  .extend({
    tags: tags.default([]),
    publishAt: publishAt.default(null),
    language: articleFields.shape.language.default('en'),
    id: z.uuid('The article needs an id made by the editor.'),
  })
  .superRefine(scheduleNeedsTime);
export type ArticleCreateInput = z.infer<typeof articleCreateSchema>;

export const articlePatchSchema = articleFields.partial().extend({ version: z.number().int().min(1) }).strict().superRefine(scheduleNeedsTime);
export type ArticlePatchInput = z.infer<typeof articlePatchSchema>;

export const articlePreviewSchema = z.object({ content: z.string().max(ARTICLE_BODY_MAX, `The body must have at most ${ARTICLE_BODY_MAX} characters.`) });
