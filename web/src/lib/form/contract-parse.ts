import type { z } from 'zod';
import { fieldErrorsOf, serverFieldErrors, serverMessage, topField, type FieldErrors, type FieldOfPath } from '../form-errors';

/** What a form's values gave when the contract's schema read them: the data to send, or each field's first error. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Reads a form's input with the contract's schema (the server checks it again with the same one). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, fieldOf: FieldOfPath = topField): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error, fieldOf) };
}

/**
 * The fields of `after` whose value differs from `before`'s (lists and objects compared by content): what an edit
 * sends, so that a change made meanwhile by someone else to another field is not overwritten with what was shown.
 */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const old = before as Record<string, unknown>;
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(old[key]))) as Partial<T>;
}

/**
 * The sentence above a form whose save failed without naming a field: the server's own (a 4xx) or `otherwise`
 * (no connection, a 5xx); '' when nothing failed or the server's 400 named fields (shown next to each instead).
 */
export function saveFailure(error: Error | null | undefined, otherwise: string): string {
  if (!error || Object.keys(serverFieldErrors(error)).length > 0) return '';
  return serverMessage(error, otherwise);
}

/** An edit's parsed changes without the version they were checked with (the outbox sends the version it works out). */
export function withoutVersion<T extends { version: number }>(data: T): Omit<T, 'version'> {
  const changes: Omit<T, 'version'> & { version?: number } = { ...data };
  delete changes.version;
  return changes;
}
