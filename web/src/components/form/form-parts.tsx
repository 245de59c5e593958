import { Text, Textarea, type TextareaProps } from '@chakra-ui/react';
import { LabelledField } from '../labelled-field';

/** Under a form's fields: why its save failed when the server named no field (useContractForm's `failure`). */
export function FormFailure({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Text role="alert" color="red.fg">
      {message}
    </Text>
  );
}

/** A labelled multi-line field, like TextField: its error (the contract's or the server's) under it. */
export function TextareaField({
  name,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  ...textarea
}: { name: string; label: string; error?: string | undefined; required?: boolean; hint?: string; value: string; onChange: (value: string) => void } & Omit<
  TextareaProps,
  'value' | 'onChange' | 'name'
>) {
  return (
    <LabelledField label={label} error={error} required={required} hint={hint}>
      <Textarea name={name} value={value} onChange={(e) => onChange(e.target.value)} {...textarea} />
    </LabelledField>
  );
}
