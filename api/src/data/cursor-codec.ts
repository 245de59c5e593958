import { z } from 'zod';
import { InvalidInputError } from './errors';

// Every cursor the API hands out (list pages, the timeline, the delta sync) is base64url of JSON: opaque to
// clients, who send it back unchanged.

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const YEAR_ONE = Date.parse('0001-01-01T00:00:00Z');

/**
 * Whether a cursor time is one Postgres accepts: a well-formed time that is not a real one (February 30) or that
 * falls in year 0 (Postgres has none) would make the query fail with a 500, so it is refused here.
 */
function isCursorTime(text: string): boolean {
  const time = Date.parse(text);
  return ISO_MICROS.test(text) && time >= YEAR_ONE && new Date(time).toISOString().slice(0, 19) === text.slice(0, 19);
}

/**
 * The time every cursor carries, as Postgres prints it to the microsecond in UTC (`cursorAtColumn`). Every cursor
 * decoder checks its times with this schema: there is no other check of a cursor's time.
 */
export const cursorTimeSchema = z.string().refine(isCursorTime);

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
