import { Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LabelledField } from '../../../components/labelled-field';

type Common = { name: string; label: string; error?: string | undefined; required?: boolean; hint?: string };

/**
 * One of the enquiry's fields. Its error is red.fg, not the default fg.error: small red text on white needs the darker
 * red for 4.5:1 contrast.
 */
function EnquiryField(props: Omit<Common, 'name'> & { children: ReactNode }) {
  return <LabelledField {...props} errorColor="red.fg" />;
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
