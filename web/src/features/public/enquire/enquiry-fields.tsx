import { NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/admin/form-field';
import { LabelledField } from '../../../components/labelled-field';

type Common = { name: string; label: string; error?: string | undefined; required?: boolean; hint?: string };

/**
 * One of the enquiry's fields. Its error is red.fg, not the default fg.error: small red text on white needs the darker
 * red for 4.5:1 contrast.
 */
function EnquiryField(props: Omit<Common, 'name'> & { children: ReactNode }) {
  return <LabelledField {...props} errorColor="red.fg" />;
}

/** A text field of the enquiry: Mission Control's TextField with the darker red error. */
export function EnquiryInput(props: Common & { value: string; onChange: (value: string) => void } & Omit<InputProps, 'value' | 'onChange' | 'name'>) {
  return <TextField {...props} errorColor="red.fg" />;
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
