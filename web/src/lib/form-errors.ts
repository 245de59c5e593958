import { fieldErrorsIn } from '@contract/i18n/validation';
import { ApiError } from './api-client';
import { pageValidationMessages } from './form/validation-language';
import type { z } from 'zod';

/** A form's errors by field name: the first message of each, as the contract schema words it. */
export type FieldErrors = Partial<Record<string, string>>;

/** Which field an error's path belongs to: by default its top field ("tags.0" is the tags field's), 'form' if none. */
export type FieldOfPath = (path: readonly PropertyKey[]) => string;
export const topField: FieldOfPath = (path) => String(path[0] ?? 'form');

/** A failed parse's errors by field, in the page's language when it is a student's (lib/form/validation-language.ts). */
export function fieldErrorsOf(error: z.ZodError, fieldOf: FieldOfPath = topField): FieldErrors {
  return fieldErrorsIn(error.issues, pageValidationMessages(), fieldOf);
}

/** The first field in error, in the order the form shows its fields (their names); undefined if none. */
export function firstErrorField(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((name) => name !== '' && errors[name] !== undefined);
}

/** Moves focus to the first field the person has to fix (its id is the field name), in the form's order. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const fields = [...(form?.elements ?? [])].filter((el): el is HTMLElement => el instanceof HTMLElement);
  const first = firstErrorField(
    fields.map((el) => el.getAttribute('name') ?? ''),
    errors,
  );
  fields.find((el) => first !== undefined && el.getAttribute('name') === first)?.focus();
}

/** The server's sentence for a refused write (a 4xx with the API's error body), else `otherwise` (no connection, a 5xx). */
export function serverMessage(error: Error, otherwise: string): string {
  return error instanceof ApiError && error.status < 500 && error.body ? error.body.error.message : otherwise;
}

/**
 * The fields a server's 400 names (its details, `[{ field, message }]`), for the form to show next to each. A list's
 * item ("levels.0") is shown at its field ("levels"), as the schema's own errors are (fieldErrorsOf, the same `fieldOf`).
 */
export function serverFieldErrors(error: Error | null, fieldOf: FieldOfPath = topField): FieldErrors {
  const details = error instanceof ApiError ? error.body?.error.details : undefined;
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { field, message } = detail as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string') errors[fieldOf(field.split('.'))] ??= message;
  }
  return errors;
}
