import { z } from 'zod';
import { validationText } from './i18n/validation';

const tooLong = (max: number) => validationText('tooLong', { max });

/** Required text: trimmed, not empty. */
export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** Optional text: an empty form field ('' or null) means "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => v || null);
