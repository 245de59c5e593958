import { Box, chakra, Input, InputGroup, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { UNIVERSITY_TYPE_FILTERS, type UniversityFilters, type UniversityTypeFilter } from './search';

const TYPE_LABELS: Record<UniversityTypeFilter, string> = { all: 'All Types', Public: 'Public', Private: 'Private' };

/** Search, type and location, each with a visible label. Every change goes into the URL. */
export function UniversityFilterPanel({
  filters,
  locations,
  onChange,
}: {
  filters: UniversityFilters;
  locations: string[];
  onChange: (next: Partial<UniversityFilters>) => void;
}) {
  // While the box has focus it shows what is typed; the URL catches up a moment later.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Box as="search" aria-label="Filter universities" p={{ base: '4', md: '6' }} borderRadius="xl" borderWidth="1px" bg="bg.panel" boxShadow="sm">
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <Field label="Search" htmlFor="uni-search" span={2}>
          <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
            <Input
              id="uni-search"
              type="search"
              placeholder="Name, city or subject, e.g. medicine"
              value={draft ?? filters.q}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => {
                setDraft(e.target.value);
                onChange({ q: e.target.value });
              }}
              onBlur={() => setDraft(null)}
            />
          </InputGroup>
        </Field>
        <Field label="Type" htmlFor="uni-type">
          <NativeSelect.Root>
            <NativeSelect.Field
              id="uni-type"
              value={filters.type}
              onChange={(e) => onChange({ type: e.target.value as UniversityTypeFilter })}
            >
              {UNIVERSITY_TYPE_FILTERS.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
        <Field label="Location" htmlFor="uni-location">
          <NativeSelect.Root>
            <NativeSelect.Field id="uni-location" value={filters.location} onChange={(e) => onChange({ location: e.target.value })}>
              <option value="all">All Locations</option>
              {locations.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
      </SimpleGrid>
    </Box>
  );
}

function Field({ label, htmlFor, span = 1, children }: { label: string; htmlFor: string; span?: number; children: ReactNode }) {
  return (
    <Box gridColumn={{ md: `span ${span}` }}>
      <chakra.label htmlFor={htmlFor} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}
