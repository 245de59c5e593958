import { Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LabelledField } from '../labelled-field';

const SEARCH_DELAY_MS = 300;

/** A list's search box: typing is sent once it pauses (the URL keeps it, so the list survives a reload). */
export function ListSearchBox({ label, value, onChange }: { label: string; value: string | undefined; onChange: (next: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    const next = text.trim();
    if (next === (value ?? '')) return;
    const timer = setTimeout(() => onChange(next || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <LabelledField label={label}>
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input type="search" placeholder={label} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      </InputGroup>
    </LabelledField>
  );
}

export type Choice<T extends string> = { value: T; label: string };

/** A labelled choice of a list's filter or order; the empty value is "any" (`allLabel`). */
export function ListSelect<T extends string>({
  label,
  allLabel,
  value,
  choices,
  onChange,
  error,
}: {
  label: string;
  /** The choice meaning "no filter" (absent for an order, which always has one). */
  allLabel?: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T | undefined) => void;
  /** A problem with what was chosen, said under the select and tied to it. */
  error?: string | undefined;
}) {
  return (
    <LabelledField label={label} error={error}>
      <NativeSelect.Root size="md">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
