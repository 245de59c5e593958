import { Alert, Input, NativeSelect, Textarea, type FieldErrorTextProps, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { LabelledField } from '../labelled-field';
import { countOf } from '../../lib/format';

type Common = { name: string; label: string; error?: string | undefined; required?: boolean; hint?: string };

/**
 * A labelled input whose error (from the contract schema) sits under it and is tied to it
 * (aria-invalid, aria-describedby via Chakra's Field). Touch-sized on phones.
 */
export function TextField({
  name,
  label,
  error,
  required,
  hint,
  errorColor,
  value,
  onChange,
  ...input
}: Common & { value: string; onChange: (value: string) => void; errorColor?: FieldErrorTextProps['color'] } & Omit<InputProps, 'value' | 'onChange' | 'name'>) {
  return (
    <LabelledField label={label} error={error} required={required} hint={hint} errorColor={errorColor}>
      <Input name={name} size="lg" value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </LabelledField>
  );
}

/** A labelled multi-line field, like TextField: its error (the contract's or the server's) under it. */
export function TextareaField(props: Common & { value: string; onChange: (value: string) => void } & Omit<TextareaProps, 'value' | 'onChange' | 'name'>) {
  const { label, error, required, hint, onChange, ...textarea } = props;
  return (
    <LabelledField label={label} error={error} required={required} hint={hint}>
      <Textarea {...textarea} onChange={(e) => onChange(e.target.value)} />
    </LabelledField>
  );
}

export function SelectField<T extends string>({
  name,
  label,
  error,
  required,
  value,
  options,
  labels,
  empty,
  hint,
  onChange,
}: Common & { value: T | ''; options: readonly T[]; labels?: Partial<Record<T, string>>; empty?: string; onChange: (value: T | '') => void }) {
  return (
    <LabelledField label={label} error={error} required={required} hint={hint}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {labels?.[o] ?? o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}

/** Above a form the person tried to save: how many fields need fixing (each says why next to it). */
export function FormErrorSummary({ errors }: { errors: Partial<Record<string, string>> }) {
  const count = Object.keys(errors).length;
  if (count === 0) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{`Check ${countOf(count, 'field')} below.`}</Alert.Title>
    </Alert.Root>
  );
}
