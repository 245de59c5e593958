import { COUNTRIES, PRIORITIES, STUDENT_STAGES } from '@contract/enums';
import { DEFAULT_STUDENT_SORT, STUDENT_SORTS, type StudentFilter } from '@contract/student-filter';
import { uuidOf } from '@contract/uuid';
import { parseOwnerFilter, type OwnerFilter } from '../../lib/caseload';
import { oneOf } from '../../lib/list-search';

/**
 * The CRM's search, filters and order, kept in the URL so a filtered list can be shared and survives a reload: the
 * API's list parameters (contract/student-filter.ts), and owner 'all' (everyone's students: a counselor's list opens
 * on their own caseload, lib/caseload.ts, and asks for all explicitly).
 */
export type StudentSearch = Omit<StudentFilter, 'owner'> & { owner?: OwnerFilter };

export type { OwnerFilter };

function text(value: unknown, max: number): string | undefined {
  return (typeof value === 'string' && value.trim().slice(0, max)) || undefined;
}

/**
 * The route's validateSearch: unknown or malformed values are dropped rather than failing the page, and the default
 * order is left out of the URL. Written by hand because the route tree is in the entry chunk, where zod would cost
 * every visitor 25 kB.
 */
export function parseStudentSearch(raw: Record<string, unknown>): StudentSearch {
  const sort = oneOf(STUDENT_SORTS, raw.sort);
  const parsed: StudentSearch = {
    search: text(raw.search, 100),
    stage: oneOf(STUDENT_STAGES, raw.stage),
    priority: oneOf(PRIORITIES, raw.priority),
    owner: parseOwnerFilter(raw.owner),
    country: oneOf(COUNTRIES, raw.country),
    source: text(raw.source, 40),
    event: uuidOf(raw.event),
    sort: sort === DEFAULT_STUDENT_SORT ? undefined : sort,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as StudentSearch;
}

/** The list's filter as the API and the offline filter take it: owner 'all' is no owner filter. */
export function studentFilterOf({ owner, ...rest }: StudentSearch): StudentFilter {
  return owner && owner !== 'all' ? { ...rest, owner } : rest;
}

/** Whether anything narrows the list (the order does not, nor owner 'all'). */
export function hasStudentFilters(s: StudentSearch): boolean {
  return Boolean(s.search || s.stage || s.priority || (s.owner && s.owner !== 'all') || s.country || s.source || s.event);
}
