import { Field, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Common = { name: string; label: string; error?: string | undefined; required?: boolean; hint?: string };

/**
 * A labelled field whose error (the contract's or the server's message) sits under it and is tied to it
 * (aria-invalid, aria-describedby through Chakra's Field). Touch-sized: the form is filled on phones.
 */
export function EnquiryField({ label, error, required, hint, children }: Omit<Common, 'name'> & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator aria-hidden /> : null}
      </Field.Label>
      {children}
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {/* red.fg, not the default fg.error: small red text on white needs the darker red for 4.5:1 contrast. */}
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function EnquiryInput({
  name,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  ...input
}: Common & { value: string; onChange: (value: string) => void } & Omit<InputProps, 'value' | 'onChange' | 'name'>) {
  return (
    <EnquiryField label={label} error={error} required={required} hint={hint}>
      <Input name={name} size="lg" value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </EnquiryField>
  );
}

export function EnquiryTextarea({ name, label, error, value, onChange }: Common & { value: string; onChange: (value: string) => void }) {
  return (
    <EnquiryField label={label} error={error}>
      <Textarea name={name} size="lg" rows={4} maxLength={2000} value={value} onChange={(e) => onChange(e.target.value)} />
    </EnquiryField>
  );
}

export function EnquirySelect({
  name,
  label,
  error,
  value,
  options,
  empty,
  autoComplete,
  onChange,
}: Common & { value: string; options: readonly { value: string; label: string }[]; empty: string; autoComplete?: string; onChange: (value: string) => void }) {
  return (
    <EnquiryField label={label} error={error}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field name={name} value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)}>
          <option value="">{empty}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </EnquiryField>
  );
}
