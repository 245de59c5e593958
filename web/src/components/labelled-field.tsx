import { Field, type FieldErrorTextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A labelled form control whose error (the contract's or the server's message) sits under it and is tied to it
 * (aria-invalid, aria-describedby through Chakra's Field), with a hint while there is no error. Used by Mission
 * Control's forms (components/admin/form-field.tsx) and the public enquiry form.
 */
export function LabelledField({
  label,
  error,
  required,
  hint,
  errorColor,
  children,
}: {
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  errorColor?: FieldErrorTextProps['color'];
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator aria-hidden />}
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText color={errorColor}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
