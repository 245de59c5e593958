import type { University, UniversityListing } from '@contract';
import type { UniversityFilters } from './search';

/** docs/PRODUCT.md §2.3: the part after the first comma ('Bangi, Selangor' -> 'Selangor'), or the whole location. */
export function locationArea(location: string): string {
  const comma = location.indexOf(',');
  return (comma === -1 ? location : location.slice(comma + 1)).trim();
}

/** The location filter's options: sorted distinct areas. */
export function locationOptions(universities: readonly University[]): string[] {
  return [...new Set(universities.map((u) => locationArea(u.location)))].sort((a, b) => a.localeCompare(b));
}

/**
 * The field filter's options: the fields the partners' programmes are in, sorted, each once whatever its case
 * (staff type the field; 'Engineering' and 'engineering' are one option).
 */
export function fieldOptions(universities: readonly UniversityListing[]): string[] {
  const byKey = new Map<string, string>();
  for (const u of universities) for (const { field } of u.offers) if (!byKey.has(field.toLowerCase())) byKey.set(field.toLowerCase(), field);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * Whether a university offers a programme at this level and in this field ('all' for either): one programme must
 * match both, so "Master's in Law" is not a Master's in Business beside a Bachelor's in Law. Fields ignore case.
 */
function offers(u: UniversityListing, level: UniversityFilters['level'], field: string): boolean {
  if (level === 'all' && field === 'all') return true;
  const wanted = field.toLowerCase();
  return u.offers.some((o) => (level === 'all' || o.level === level) && (field === 'all' || o.field.toLowerCase() === wanted));
}

/**
 * Search is case-insensitive over name, location and every specialty; type, location, and a programme of the level
 * and field must match too.
 */
export function filterUniversities(universities: readonly UniversityListing[], filters: UniversityFilters): UniversityListing[] {
  const needle = filters.q.trim().toLowerCase();
  return universities.filter((u) => {
    if (filters.type !== 'all' && u.type !== filters.type) return false;
    if (filters.location !== 'all' && !u.location.includes(filters.location)) return false;
    if (!offers(u, filters.level, filters.field)) return false;
    if (!needle) return true;
    return [u.name, u.location, ...u.specialties].some((text) => text.toLowerCase().includes(needle));
  });
}

export const hasActiveFilters = (filters: UniversityFilters): boolean =>
  filters.q.trim() !== '' || filters.type !== 'all' || filters.location !== 'all' || filters.level !== 'all' || filters.field !== 'all';

/** docs/PRODUCT.md §2.3: students in thousands with 'K+' (26000 -> '26K+', 2500 -> '2.5K+'). */
export function formatStudents(count: number): string {
  if (count < 1000) return `${count}+`;
  const thousands = Math.round(count / 100) / 10;
  return `${Number.isInteger(thousands) ? thousands : thousands.toFixed(1)}K+`;
}

/** docs/PRODUCT.md §2.3: program counts with '+' (250 -> '250+'). */
export const formatPrograms = (count: number): string => `${count}+`;

/** The card badge: 'Universiti Malaya (UM)' -> 'UM'; otherwise the name's distinctive first word ('Curtin'). */
export function shortName(name: string): string {
  const inBrackets = /\(([^)]+)\)/.exec(name)?.[1];
  if (inBrackets) return inBrackets;
  const generic = new Set(['the', 'university', 'universiti', 'college', 'institute', 'of']);
  return name.split(/\s+/).find((word) => !generic.has(word.toLowerCase())) ?? name;
}
