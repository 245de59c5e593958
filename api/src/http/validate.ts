import type { z } from 'zod';
import { uuidOf } from '@contract/uuid';
import { HttpError } from './errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000). Remove it and try again.';

/** The path of the first string holding U+0000, which Postgres cannot store or compare: a 500 if it got there. */
function pathOfNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Parses input with a contract schema; a mismatch is a 400 listing each problem by field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const nul = pathOfNul(result.data);
    if (nul) throw new HttpError(400, NUL_MESSAGE, [{ field: nul.join('.'), message: NUL_MESSAGE }]);
    return result.data;
  }
  const details = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  const first = result.error.issues[0];
  const message = first?.path.length ? first.message : `The ${what} is not valid: ${first?.message ?? ''}`.trim();
  throw new HttpError(400, message, details);
}

/** The :id of a record's URL; anything but a UUID names no record (a 404, never a database error). */
export function recordId(param: string | undefined, noun: string): string {
  const id = uuidOf(param);
  if (!id) throw new HttpError(404, `No ${noun} with this id.`);
  return id;
}
