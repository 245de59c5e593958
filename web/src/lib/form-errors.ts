import type { z } from 'zod';

/** A form's errors by field name: the first message of each, as the contract schema words it. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first field the person has to fix (its id is the field name), in the form's order. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = [...(form?.elements ?? [])].find((el) => el instanceof HTMLElement && el.getAttribute('name') && errors[el.getAttribute('name')!]);
  (first as HTMLElement | undefined)?.focus();
}
