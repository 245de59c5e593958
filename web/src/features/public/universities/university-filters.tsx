import { Box, Button, chakra, Input, InputGroup, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PROGRAMME_LEVELS } from '@contract/enums';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { UNIVERSITY_TYPE_FILTERS, type UniversityFilters, type UniversityTypeFilter } from './search';
import { useLanguage, useT } from '../../../i18n/i18n';
import { languagePath } from '@contract/language-paths';
import type { MessageId } from '../../../i18n/i18n';

const TYPE_LABELS: Record<UniversityTypeFilter, MessageId> = { all: 'universities.type.all', Public: 'universities.type.Public', Private: 'universities.type.Private' };

/**
 * Search, type, location, programme level and field of study, each with a visible label. A real GET form: without
 * JavaScript 'Show results' asks the server for the filtered page (the same URL the app keeps); with it, every
 * change goes into the URL at once and the list follows without a request.
 */
export function UniversityFilterPanel({
  filters,
  locations,
  fields,
  onChange,
}: {
  filters: UniversityFilters;
  locations: string[];
  fields: string[];
  onChange: (next: Partial<UniversityFilters>) => void;
}) {
  const t = useT();
  const language = useLanguage();
  // While the box has focus it shows what is typed; the URL catches up a moment later.
  const [draft, setDraft] = useState<string | null>(null);
  // A field from a link in another case ('engineering') shows as its option; one no programme has stays chosen, so
  // the empty list says why.
  const field = filters.field === 'all' ? 'all' : (fields.find((f) => f.toLowerCase() === filters.field.toLowerCase()) ?? filters.field);
  return (
    <Box as="search" aria-label={t('universities.filterUniversities')} p={{ base: '4', md: '6' }} borderRadius="xl" borderWidth="1px" bg="bg.panel" boxShadow="sm">
      {/* data-submit-on-change: a choice before the app has started asks the server at once (web/public/app-start.js). */}
      <form method="get" action={languagePath(language, '/universities')} data-submit-on-change="" onSubmit={(e) => e.preventDefault()}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Field label={t('universities.search')} htmlFor="uni-search" span={2}>
            <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
              <Input
                id="uni-search"
                name="q"
                type="search"
                placeholder={t('universities.nameCityOrSubject')}
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
          <Field label={t('universities.type')} htmlFor="uni-type">
            <Select id="uni-type" name="type" value={filters.type} onChange={(type) => onChange({ type: type as UniversityTypeFilter })}>
              {UNIVERSITY_TYPE_FILTERS.map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_LABELS[type])}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('universities.location')} htmlFor="uni-location">
            <Select id="uni-location" name="location" value={filters.location} onChange={(location) => onChange({ location })}>
              <option value="all">{t('universities.allLocations')}</option>
              {locations.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('universities.programmeLevel')} htmlFor="uni-level">
            <Select id="uni-level" name="level" value={filters.level} onChange={(level) => onChange({ level: level as UniversityFilters['level'] })}>
              <option value="all">{t('universities.allLevels')}</option>
              {PROGRAMME_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('universities.fieldOfStudy')} htmlFor="uni-field">
            <Select id="uni-field" name="field" value={field} onChange={(next) => onChange({ field: next })}>
              <option value="all">{t('universities.allFields')}</option>
              {field !== 'all' && !fields.includes(field) && <option value={field}>{field}</option>}
              {fields.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          </Field>
          <Box gridColumn={{ base: 'span 2' }} alignSelf="end">
            <Button type="submit" colorPalette="brand" variant="outline" width="full">
              {t('universities.showResults')}
            </Button>
          </Box>
        </SimpleGrid>
      </form>
    </Box>
  );
}

function Select({ id, name, value, onChange, children }: { id: string; name: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Field({ label, htmlFor, span = 1, children }: { label: string; htmlFor: string; span?: number; children: ReactNode }) {
  return (
    <Box gridColumn={span > 1 ? `span ${span}` : undefined}>
      <chakra.label htmlFor={htmlFor} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}
