// The applications and visa-case lists' filter and orders, written once for the offline store: the same rules as
// the SQL in api/src/case-records/list-filters.ts; api/test/case-filter.test.ts checks both pick the same records
// in the same order. Types only (like student-filter.ts): the offline store imports it without zod.
import type { Application, ApplicationListQuery, VisaCase, VisaCaseListQuery } from './crm';
import { deadlineAlarm } from './deadlines';
import { APPLICATION_STATUSES, VISA_STATUSES } from './enums';

export type ApplicationFilter = Partial<Pick<ApplicationListQuery, 'search' | 'status' | 'universityId' | 'owner' | 'due' | 'sort'>>;
export type VisaCaseFilter = Partial<Pick<VisaCaseListQuery, 'search' | 'status' | 'owner' | 'sort'>>;

/** Who is asking and when: `owner=me` means them, and deadlines are counted from their today (YYYY-MM-DD). */
export type ListContext = { me: string; today: string };

/** The owner filter: 'me' the caller, 'none' unassigned, else that staff member's id. */
export function ownerMatches(ownerId: string | null | undefined, owner: string | undefined, me: string): boolean {
  if (!owner) return true;
  if (owner === 'none') return !ownerId;
  return ownerId === (owner === 'me' ? me : owner.toLowerCase());
}

/** The haystack of a search: its parts lower-cased, joined by chr(31), which no typed search contains. */
export function caseSearchText(...parts: readonly (string | null | undefined)[]): string {
  return parts.map((p) => p ?? '').join(String.fromCharCode(31)).toLowerCase();
}

/** The trimmed search found anywhere in the text, case-insensitively (the server's ILIKE escapes % _ and \). */
function found(text: string, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase();
  return !needle || text.includes(needle);
}

type ApplicationFields = Pick<Application, 'studentName' | 'program' | 'universityName' | 'universityId' | 'status' | 'deadlineDate' | 'assignedOwner'>;
type VisaFields = Pick<VisaCase, 'studentName' | 'visaType' | 'status' | 'assignedOfficer'>;
type ApplicationSortFields = ApplicationFields & Partial<Pick<Application, 'applicationDate'>>;

/** Whether the list shows this (live) application: search on student, programme and university; the filters equal. */
export function matchesApplicationFilter(a: ApplicationFields, filter: ApplicationFilter, { me, today }: ListContext): boolean {
  if (filter.status && a.status !== filter.status) return false;
  if (filter.universityId !== undefined && a.universityId !== filter.universityId) return false;
  if (!ownerMatches(a.assignedOwner, filter.owner, me)) return false;
  if (filter.due && !deadlineAlarm(a, today)) return false;
  return found(caseSearchText(a.studentName, a.program, a.universityName), filter.search);
}

/** Whether the list shows this (live) visa case: search on student and visa type; its officer is its owner. */
export function matchesVisaCaseFilter(v: VisaFields, filter: VisaCaseFilter, { me }: ListContext): boolean {
  if (filter.status && v.status !== filter.status) return false;
  if (!ownerMatches(v.assignedOfficer, filter.owner, me)) return false;
  return found(caseSearchText(v.studentName, v.visaType), filter.search);
}

/** A sort key's value and direction; the server's keyset compares the same values in the same order. */
type Key = [value: string | number, dir: 1 | -1];

/** Stand-ins for "no date", so a missing deadline or appointment sorts last (soonest first), or last too (latest first). */
export const NO_DATE = '9999-12-31';
export const NO_TIME = '9999-12-31T00:00:00.000Z';
export const NO_DATE_EARLY = '0001-01-01';
export const NO_TIME_EARLY = '0001-01-01T00:00:00.000Z';

/** A column order's field and direction: '-student' is the student, Z to A. */
export function sortField(sort: string): { field: string; dir: 1 | -1 } {
  return sort.startsWith('-') ? { field: sort.slice(1), dir: -1 } : { field: sort, dir: 1 };
}

/** A text key as the server's `lower(…) collate "C"` holds it: lower-cased, compared code unit by code unit. */
export const textKey = (text: string | null | undefined): string => (text ?? '').toLowerCase();
/** A status's place in its journey, from 1 (the server's array_position). */
const rank = (statuses: readonly string[], status: string) => statuses.indexOf(status) + 1;

type Sortable = { id: string; createdAt: string; updatedAt: string };
const newest = (r: Sortable): Key[] => [[r.createdAt, -1], [r.id, -1]];

/**
 * The applications' orders. The default puts the deadlines that shout first, soonest first, then the rest newest
 * first; 'deadline' is soonest deadline first (none last); '-updatedAt' the last changed first.
 */
export function applicationSortKeys(a: Sortable & ApplicationSortFields, sort: ApplicationFilter['sort'], today: string): Key[] {
  if (sort) {
    const { field, dir } = sortField(sort);
    const first: Record<string, () => string | number> = {
      deadline: () => a.deadlineDate?.slice(0, 10) ?? (dir > 0 ? NO_DATE : NO_DATE_EARLY),
      applied: () => a.applicationDate?.slice(0, 10) ?? NO_DATE_EARLY,
      student: () => textKey(a.studentName),
      university: () => textKey(a.universityName),
      status: () => rank(APPLICATION_STATUSES, a.status),
    };
    if (field === 'updatedAt') return [[a.updatedAt, dir], [a.id, dir]];
    return [[first[field]!(), dir], ...newest(a)];
  }
  const shouts = deadlineAlarm(a, today) !== null;
  return [[shouts ? 1 : 0, -1], [shouts ? (a.deadlineDate?.slice(0, 10) ?? NO_DATE) : NO_DATE, 1], ...newest(a)];
}

/** The visa cases' orders: newest first by default; 'appointment' soonest first (none last); '-updatedAt'. */
export function visaCaseSortKeys(v: Sortable & VisaFields & Pick<VisaCase, 'appointmentDate'>, sort: VisaCaseFilter['sort']): Key[] {
  if (!sort || sort === '-created') return newest(v);
  const { field, dir } = sortField(sort);
  if (field === 'updatedAt') return [[v.updatedAt, dir], [v.id, dir]];
  if (field === 'created') return [[v.createdAt, dir], [v.id, dir]];
  const first: Record<string, () => string | number> = {
    appointment: () => v.appointmentDate ?? (dir > 0 ? NO_TIME : NO_TIME_EARLY),
    student: () => textKey(v.studentName),
    visaType: () => textKey(v.visaType),
    status: () => rank(VISA_STATUSES, v.status),
  };
  return [[first[field]!(), dir], ...newest(v)];
}

/** Compares by keys; ISO times of one format compare as strings, and Postgres orders uuids as lower-case hex. */
function byKeys<T>(keys: (row: T) => Key[]) {
  return (a: T, b: T): number => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i += 1) {
      const [x, dir] = ka[i]!;
      const y = kb[i]![0];
      if (x !== y) return (x < y ? -1 : 1) * dir;
    }
    return 0;
  };
}

/** The applications the list shows for this filter, in its order. */
export function filterApplications<A extends Sortable & ApplicationSortFields>(rows: readonly A[], filter: ApplicationFilter, context: ListContext): A[] {
  return rows
    .filter((a) => matchesApplicationFilter(a, filter, context))
    .sort(byKeys((a: A) => applicationSortKeys(a, filter.sort, context.today)));
}

/** The visa cases the list shows for this filter, in its order. */
export function filterVisaCases<V extends Sortable & VisaFields & Pick<VisaCase, 'appointmentDate'>>(
  rows: readonly V[],
  filter: VisaCaseFilter,
  context: ListContext,
): V[] {
  return rows.filter((v) => matchesVisaCaseFilter(v, filter, context)).sort(byKeys((v: V) => visaCaseSortKeys(v, filter.sort)));
}
