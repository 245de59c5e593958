import type { z } from 'zod';
import { HttpError } from './errors';

/** Parses input with a contract schema; a mismatch is a 400 listing each problem by field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  const first = result.error.issues[0];
  const message = first?.path.length ? first.message : `The ${what} is not valid: ${first?.message ?? ''}`.trim();
  throw new HttpError(400, message, details);
}
