import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { focusFirstError, serverFieldErrors, topField, type FieldErrors, type FieldOfPath } from '../../lib/form-errors';
import { parseWith, saveFailure } from '../../lib/form/contract-parse';
import { loadValidationMessages } from '../../lib/form/validation-language';

/** The part of a TanStack mutation a form reads: its failure (shown above the button), cleared on each submit. */
type Save = { error: Error | null; reset: () => void };

type Options<V, S extends z.ZodType> = {
  /** The contract's schema of what is sent: it words every error shown next to a field (the server uses the same). */
  schema: S;
  /** The fields as typed (mostly strings), or a function giving them on first render. */
  initial: V | (() => V);
  /** Turns the typed values into the schema's input (lists split, numbers read, blanks to null). Default: as typed. */
  toInput?: (values: V) => unknown;
  /** Which field an error's path is shown at, the schema's and the server's alike. Default: its top field. */
  errorField?: FieldOfPath;
  /** Rules of the form alone, checked with the schema (e.g. a password typed twice): their errors join the schema's. */
  check?: (values: V) => FieldErrors;
  /** The mutation the form sends through, if any: reset on submit, its failure read by `failure`. */
  save?: Save;
  /** What `failure` says when the save failed without the server's sentence (no connection, a 5xx). */
  offline?: string;
};

/** What a field component takes from the form: its name (also its focus target), value, error and change handler. */
export type FieldProps<T> = { name: string; value: T; error: string | undefined; onChange: (value: T) => void };

export type ContractForm<V> = {
  /** Spread on the <form>: its ref (to focus the first error), submit handler and noValidate (the schema checks). */
  formProps: { ref: RefObject<HTMLFormElement | null>; onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  values: V;
  setValues: (update: V | ((values: V) => V)) => void;
  set: <K extends keyof V>(field: K) => (value: V[K]) => void;
  field: <K extends keyof V & string>(name: K) => FieldProps<V[K]>;
  errors: FieldErrors;
  /** Shows these errors next to their fields and moves focus to the first, in the form's order. */
  showErrors: (errors: FieldErrors) => void;
  /** For a mutation's onError: the fields the server's 400 names, next to each (the rest goes to `failure`). */
  serverFailed: (error: Error) => void;
  /** The sentence for a failed save that named no field ('' otherwise). */
  failure: string;
};

/**
 * One form over the contract's zod schema: the typed values, each field's first error (the schema's wording, or the
 * server's 400 `details` mapped back onto the fields), focus on the first field to fix, and the save's failure.
 * `onValid` gets the parsed data only when the schema accepts it, and sends it (a mutation, or the outbox); its second
 * argument gives it the `values` as typed, `serverFailed` for the mutation's onError, `showErrors` to also move focus
 * there, and `setValues` to clear the form after a save.
 * Our own hook rather than react-hook-form: the schemas describe what is sent, not what is typed (toInput turns one
 * into the other), the inputs are controlled Chakra ones, and it adds no dependency to the app's chunks.
 */
export function useContractForm<V extends object, S extends z.ZodType>(
  { schema, initial, toInput, errorField = topField, check, save, offline = 'Saving needs a connection to Mission Control. Try again when online.' }: Options<V, S>,
  onValid: (data: z.output<S>, form: Pick<ContractForm<V>, 'values' | 'serverFailed' | 'showErrors' | 'setValues'>) => void | Promise<void>,
): ContractForm<V> {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // On a page in a student's language, its messages come with the form, before it is sent (English: nothing).
  useEffect(() => void loadValidationMessages(), []);
  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [field]: value }));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(ref.current, found);
  };

  const serverFailed = (error: Error) => setErrors(serverFieldErrors(error, errorField));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save?.reset();
    const parsed = parseWith(schema, toInput ? toInput(values) : values, errorField);
    const found = { ...(parsed.ok ? {} : parsed.errors), ...check?.(values) };
    if (!parsed.ok || Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    void onValid(parsed.data, { values, serverFailed, showErrors, setValues });
  };

  return {
    formProps: { ref, onSubmit, noValidate: true },
    values,
    setValues,
    set,
    field: (name) => ({ name, value: values[name], error: errors[name], onChange: set(name) }),
    errors,
    showErrors,
    serverFailed,
    failure: saveFailure(save?.error, offline),
  };
}
