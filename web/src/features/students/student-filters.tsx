import { Box, Grid, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PRIORITIES, STUDENT_STAGES, type Priority, type StudentStage } from '@contract/enums';
import { PRIORITY_LABELS, STAGE_LABELS } from '../../lib/crm-labels';
import type { StudentSearch } from './student-search';

const SEARCH_DELAY_MS = 300;

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
    <NativeSelect.Root size="md">
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

/** Search box and the stage and priority filters (docs/PRODUCT.md §3.4). Typing is sent once it pauses. */
export function StudentFilters({ search, onChange }: { search: StudentSearch; onChange: (next: StudentSearch) => void }) {
  const [text, setText] = useState(search.search ?? '');

  useEffect(() => {
    const next = text.trim();
    if (next === (search.search ?? '')) return;
    const timer = setTimeout(() => onChange({ ...search, search: next || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);

  return (
    <Grid role="search" templateColumns={{ base: '1fr 1fr', md: '1fr 14rem 14rem' }} gap="3" mb="4">
      <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            aria-label="Search students..."
            placeholder="Search students..."
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </InputGroup>
      </Box>
      <FilterSelect<StudentStage>
        label="Stage"
        allLabel="All Stages"
        value={search.stage}
        options={STUDENT_STAGES}
        labels={STAGE_LABELS}
        onChange={(stage) => onChange({ ...search, stage })}
      />
      <FilterSelect<Priority>
        label="Priority"
        allLabel="All Priorities"
        value={search.priority}
        options={PRIORITIES}
        labels={PRIORITY_LABELS}
        onChange={(priority) => onChange({ ...search, priority })}
      />
    </Grid>
  );
}
