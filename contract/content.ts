import { z } from 'zod';
import { ARTICLE_CATEGORIES, NEWS_CATEGORIES, UNIVERSITY_TYPES } from './enums';

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
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

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
});
export type University = z.infer<typeof universitySchema>;

export const scholarshipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string(),
  amount: z.string(),
  coverage: z.string(),
  deadline: z.string(),
  eligibility: z.array(z.string()),
  programs: z.array(z.string()),
  color: z.string(),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export const siteContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  whatsappNumber: z.string(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;
