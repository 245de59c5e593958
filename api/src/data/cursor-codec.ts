import type { z } from 'zod';
import { InvalidInputError } from './errors';

// Every cursor the API hands out (list pages, the timeline, the delta sync) is base64url of JSON: opaque to
// clients, who send it back unchanged.

/** What a client is told when it sends a cursor the API did not hand out: where, and to start over. */
export type CursorRefusal = { message: string; field: string; hint: string };

export function encodeOpaque(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The value a cursor carries, checked by `schema`; anything else is refused as invalid input. */
export function decodeOpaque<T>(cursor: string, schema: z.ZodType<T>, refusal: CursorRefusal): T {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success) throw new InvalidInputError(refusal.message, [{ field: refusal.field, message: refusal.hint }]);
  return parsed.data;
}
