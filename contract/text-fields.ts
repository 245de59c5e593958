import { z } from 'zod';

/** Required text: trimmed, not empty. */
export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters.`);

/** Optional text: an empty form field ('' or null) means "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max} characters.`)
    .nullish()
    .transform((v) => v || null);
