import { PROGRAMME_LEVELS, type ProgrammeLevel } from '@contract/enums';

/**
 * The filters live in the URL (/universities?q=med&type=Public&location=Selangor&level=Master's&field=Law), so a
 * filtered list can be
 * shared and survives a reload. Defaults stay out of the URL; a bad value is dropped instead of failing the page.
 * Parsed by hand rather than with zod: the route tree is in the entry chunk, where zod's core would cost every
 * visitor about 15 kB of gzipped JS on a phone connection.
 */
export const UNIVERSITY_TYPE_FILTERS = ['all', 'Public', 'Private'] as const;
export type UniversityTypeFilter = (typeof UNIVERSITY_TYPE_FILTERS)[number];

/** What the URL holds: only the filters that are set. */
export type UniversitySearch = {
  q?: string | undefined;
  type?: Exclude<UniversityTypeFilter, 'all'> | undefined;
  location?: string | undefined;
  level?: ProgrammeLevel | undefined;
  field?: string | undefined;
};
/** What the page filters with: every filter, defaults filled in ('all' for each list). */
export type UniversityFilters = { q: string; type: UniversityTypeFilter; location: string; level: ProgrammeLevel | 'all'; field: string };

export const DEFAULT_UNIVERSITY_FILTERS: UniversityFilters = { q: '', type: 'all', location: 'all', level: 'all', field: 'all' };

const MAX_LENGTH = 100;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && value.length <= MAX_LENGTH ? value : undefined;

/**
 * The route's validateSearch. Every key is returned, undefined when unset or invalid: the router lays the
 * result over the raw query string, so a key left out would let a bad raw value (type=Secret) through.
 */
export function parseUniversitiesSearch(raw: Record<string, unknown>): UniversitySearch {
  const location = text(raw.location);
  const field = text(raw.field);
  return {
    q: text(raw.q),
    type: raw.type === 'Public' || raw.type === 'Private' ? raw.type : undefined,
    location: location === 'all' ? undefined : location,
    level: PROGRAMME_LEVELS.find((level) => level === raw.level),
    field: field === 'all' ? undefined : field,
  };
}

export const filtersFromSearch = (search: UniversitySearch): UniversityFilters => ({
  q: search.q ?? '',
  type: search.type ?? 'all',
  location: search.location ?? 'all',
  level: search.level ?? 'all',
  field: search.field ?? 'all',
});

/** The URL for a set of filters: defaults are left out. */
export function searchFromFilters(filters: UniversityFilters): UniversitySearch {
  return parseUniversitiesSearch({ ...filters, type: filters.type === 'all' ? undefined : filters.type });
}
