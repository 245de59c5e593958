import { PRIORITIES, STUDENT_STAGES, type Priority, type StudentStage } from '@contract/enums';
import { parseOwnerFilter, type OwnerFilter } from '../../lib/caseload';

/** The CRM's filters, kept in the URL so a filtered list can be shared and survives a reload. */
export type StudentSearch = { search?: string; stage?: StudentStage; priority?: Priority; owner?: OwnerFilter };

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/**
 * The route's validateSearch: unknown or malformed values are dropped rather than failing the page.
 * Written by hand because the route tree is in the entry chunk, where zod would cost every visitor 25 kB.
 */
export function parseStudentSearch(raw: Record<string, unknown>): StudentSearch {
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, 100) : '';
  const result: StudentSearch = {};
  if (search) result.search = search;
  const stage = oneOf(STUDENT_STAGES, raw.stage);
  if (stage) result.stage = stage;
  const priority = oneOf(PRIORITIES, raw.priority);
  if (priority) result.priority = priority;
  const owner = parseOwnerFilter(raw.owner);
  if (owner) result.owner = owner;
  return result;
}

export function hasStudentFilters(search: StudentSearch): boolean {
  return Boolean(search.search || search.stage || search.priority);
}
