import type { z } from 'zod';
import { fieldErrorsOf, serverFieldErrors, serverMessage, type FieldErrors } from '../form-errors';

/** What a form's values gave when the contract's schema read them: the data to send, or each field's first error. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Reads a form's input with the contract's schema (the server checks it again with the same one). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error) };
}

/**
 * The sentence above a form whose save failed without naming a field: the server's own (a 4xx) or `otherwise`
 * (no connection, a 5xx); '' when nothing failed or the server's 400 named fields (shown next to each instead).
 */
export function saveFailure(error: Error | null | undefined, otherwise: string): string {
  if (!error || Object.keys(serverFieldErrors(error)).length > 0) return '';
  return serverMessage(error, otherwise);
}
