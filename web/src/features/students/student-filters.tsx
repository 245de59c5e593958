import { Box, Grid, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { Search, Tag } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COUNTRIES, PRIORITIES, STUDENT_STAGES, type Country, type Priority, type StudentStage } from '@contract/enums';
import { PRIORITY_LABELS, STAGE_LABELS } from '../../lib/crm-labels';
import { OwnerFilter } from './owner-filter';
import type { StudentSearch } from './student-search';

const TYPING_DELAY_MS = 300;
/** Compact in the desk's single row of filters; the usual height on phones, for the thumb. */
const SIZE = { base: 'md', lg: 'sm' } as const;

const COUNTRY_LABELS = Object.fromEntries(COUNTRIES.map((c) => [c, c])) as Record<Country, string>;

function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <NativeSelect.Root size={SIZE}>
      <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A text filter sent once typing pauses; it follows the URL when that changes (back, a link). */
function TypedFilter({ label, icon, value, maxLength, onChange }: { label: string; icon: ReactNode; value: string | undefined; maxLength: number; onChange: (value: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  const [sent, setSent] = useState(value);
  if (sent !== value) {
    setSent(value);
    setText(value ?? '');
  }
  // The latest callback, so a re-render of the page does not restart the pause.
  const send = useRef(onChange);
  useEffect(() => {
    send.current = onChange;
  });
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === value) return;
    const timer = setTimeout(() => send.current(next), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <InputGroup startElement={icon}>
      <Input type="search" size={SIZE} aria-label={label} placeholder={label} value={text} maxLength={maxLength} onChange={(e) => setText(e.target.value)} />
    </InputGroup>
  );
}

/**
 * The search box and the column filters (docs/PRODUCT.md §3.4): stage, priority, country, owner and source, each kept
 * in the URL. Phones get two per row under the search; desktops one row.
 */
export function StudentFilters({ search, onChange }: { search: StudentSearch; onChange: (next: StudentSearch) => void }) {
  const set = (patch: Partial<StudentSearch>) => onChange({ ...search, ...patch });
  return (
    <Grid role="search" templateColumns={{ base: '1fr 1fr', lg: 'minmax(12rem, 2fr) repeat(5, minmax(0, 1fr))' }} gap="2" mb="3">
      <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
        <TypedFilter label="Search students..." icon={<Search size={16} aria-hidden />} value={search.search} maxLength={100} onChange={(value) => set({ search: value })} />
      </Box>
      <FilterSelect<StudentStage> label="Stage" allLabel="All Stages" value={search.stage} options={STUDENT_STAGES} labels={STAGE_LABELS} onChange={(stage) => set({ stage })} />
      <FilterSelect<Priority> label="Priority" allLabel="All Priorities" value={search.priority} options={PRIORITIES} labels={PRIORITY_LABELS} onChange={(priority) => set({ priority })} />
      <FilterSelect<Country> label="Country" allLabel="All Countries" value={search.country} options={COUNTRIES} labels={COUNTRY_LABELS} onChange={(country) => set({ country })} />
      <OwnerFilter size={SIZE} value={search.owner} onChange={(owner) => set({ owner })} />
      <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
        <TypedFilter label="Source or tag" icon={<Tag size={14} aria-hidden />} value={search.source} maxLength={40} onChange={(source) => set({ source })} />
      </Box>
    </Grid>
  );
}
