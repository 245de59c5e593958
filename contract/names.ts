import { z } from 'zod';
import { validationText } from './i18n/validation';

/**
 * Characters that change how text around them is shown without being seen themselves: the bidirectional embeddings
 * and overrides (U+202A–202E) and isolates (U+2066–2069), the zero-width space, non-joiner and joiner (U+200B–200D),
 * the word joiner (U+2060) and the byte-order mark (U+FEFF). In a name they reverse or hide the letters beside it
 * ("Amina\u202Ereh" shows as "Aminaher") or make two names that look alike different, so they are removed.
 */
const INVISIBLE_CONTROLS = /[\u200B-\u200D\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

export function stripInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '');
}

/** A person's name as typed: invisible controls removed, then trimmed; `min` characters or more after that. */
export const personName = ({ max, min = 1, message }: { max: number; min?: number; message: string }) =>
  z.string({ error: message }).overwrite(stripInvisibleControls).trim().min(min, message).max(max, validationText('tooLong', { max }));
