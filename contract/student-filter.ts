// The students list's filter and order, written once for the offline store: the same rules as the SQL in
// api/src/students/list-queries.ts, and api/test/student-filter.test.ts checks that both pick the same students
// in the same order. No zod here: the offline store imports it cheaply.
import type { Country, Priority, StudentStage } from './enums';
import type { Student } from './crm';

/** The list's orders: a field, descending with a leading '-'. Each is paged by (key, id) in the same direction. */
export const STUDENT_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export const DEFAULT_STUDENT_SORT: StudentSort = '-createdAt';

/** `owner`: 'me' (the signed-in staff member), 'none' (unassigned) or a staff member's id. */
export type StudentFilter = {
  search?: string;
  stage?: StudentStage;
  priority?: Priority;
  owner?: string;
  country?: Country;
  /** A tag the student carries (where the lead came from: "Website", "Nairobi Fair 2026"), any case. */
  source?: string;
  /** The recruitment fair the lead came from (its id). */
  event?: string;
  sort?: StudentSort;
};

/**
 * Who is looking: 'me' is their id, and `contact` says whether the search reaches e-mail and phone (only for a role
 * that reads both, contract/read-scopes.ts `searchesContact`: a role that may not read them must not probe them).
 */
export type StudentViewer = { id?: string; contact: boolean };
const ANYONE: StudentViewer = { contact: true };

type Filterable = Pick<Student, 'personalInfo' | 'fieldOfStudy' | 'destinationCity' | 'stage' | 'priority' | 'tags'> &
  Partial<Pick<Student, 'assignedCounselor' | 'eventId'>>;
type Sortable = Pick<Student, 'createdAt' | 'updatedAt' | 'id' | 'personalInfo'>;

const SEP = String.fromCharCode(31);

/**
 * Mirrors the generated `search_text` column: lower(name, field of study, city and each tag, joined by chr(31)).
 * The tags hold where a lead came from, so a source ("Nairobi Fair") is found as any other word.
 */
export function studentSearchText(s: Filterable): string {
  return [s.personalInfo.name ?? '', s.fieldOfStudy ?? '', s.destinationCity ?? '', ...s.tags].join(SEP).toLowerCase();
}

/** Mirrors the generated `contact_text` column: lower(e-mail) || chr(31) || the phone's digits. */
export function studentContactText(s: Pick<Student, 'personalInfo'>): string {
  return `${(s.personalInfo.email ?? '').toLowerCase()}${SEP}${(s.personalInfo.phone ?? '').replace(/\D/g, '')}`;
}

/** A query that reads as a phone number: only digits, spaces, + - ( ) . and at least 3 digits. */
const PHONE_SHAPED = /^\+?[\d\s\-().]+$/;

/**
 * The digits a phone-shaped search looks for in a stored phone's digits, or undefined when the search is not one.
 * A leading 0 (the trunk prefix of a local number) is dropped, and of a longer number only the last 9 digits (the
 * national number) are kept, so "0733 999 888", "+254 733 999 888" and "733999888" all find a phone stored as
 * "+254733999888" or as "0733999888". Shorter fragments ("999 888") match anywhere in the digits.
 */
export function phoneSearchDigits(search: string): string | undefined {
  if (!PHONE_SHAPED.test(search)) return undefined;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 3) return undefined;
  return digits.length > 9 ? digits.slice(-9) : digits;
}

/** The search as both sides compare it: trimmed and lower-cased; empty means no search. */
export const searchNeedle = (search: string | undefined): string => search?.trim().toLowerCase() ?? '';

/** Whether the search finds this student: the text in name/field/city/tags, or (for `contact`) in e-mail or phone. */
export function matchesStudentSearch(student: Filterable, search: string | undefined, contact: boolean): boolean {
  const needle = searchNeedle(search);
  if (!needle) return true;
  if (studentSearchText(student).includes(needle)) return true;
  if (!contact) return false;
  const contactText = studentContactText(student);
  if (contactText.includes(needle)) return true;
  const digits = phoneSearchDigits(needle);
  return digits !== undefined && contactText.slice(contactText.indexOf(SEP) + 1).includes(digits);
}

/** Whether the owner filter keeps this student: 'none' is unassigned, 'me' the viewer (nobody if unknown). */
function matchesOwner(assigned: string | null | undefined, owner: string, viewer: StudentViewer): boolean {
  if (owner === 'none') return !assigned;
  const id = owner === 'me' ? viewer.id : owner;
  return id !== undefined && assigned?.toLowerCase() === id.toLowerCase();
}

/**
 * Whether the list would show this (live) student: stage, priority, country and event equal, the owner as above, the source
 * one of its tags (any case), and the trimmed search found as matchesStudentSearch says. The server's ILIKE escapes
 * % _ and \, so they match literally, as includes() does.
 */
export function matchesStudentFilter(student: Filterable, filter: StudentFilter, viewer: StudentViewer = ANYONE): boolean {
  const { stage, priority, owner, country, source, event } = filter;
  if (event && student.eventId?.toLowerCase() !== event.toLowerCase()) return false;
  if (stage && student.stage !== stage) return false;
  if (priority && student.priority !== priority) return false;
  if (country && student.personalInfo.country !== country) return false;
  if (owner && !matchesOwner(student.assignedCounselor, owner, viewer)) return false;
  if (source) {
    const wanted = source.trim().toLowerCase();
    if (!student.tags.some((tag) => tag.toLowerCase() === wanted)) return false;
  }
  return matchesStudentSearch(student, filter.search, viewer.contact);
}

/**
 * The CRM lists' order: newest first, then id descending. ISO times of one format compare as strings, and
 * Postgres orders uuids as their lower-case hex text.
 */
export function compareNewestFirst(a: Pick<Student, 'createdAt' | 'id'>, b: Pick<Student, 'createdAt' | 'id'>): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

/** The name key the `sort_name` column holds: the lower-cased name, compared code unit by code unit (collate "C"). */
export const studentSortName = (s: Pick<Student, 'personalInfo'>): string => (s.personalInfo.name ?? '').toLowerCase();

const SORT_KEYS: Record<'name' | 'createdAt' | 'updatedAt', (s: Sortable) => string> = {
  name: studentSortName,
  createdAt: (s) => s.createdAt,
  updatedAt: (s) => s.updatedAt,
};

/** The comparator of one of the list's orders: the key, then the id, both in the sort's direction. */
export function compareStudentsBy(sort: StudentSort = DEFAULT_STUDENT_SORT): (a: Sortable, b: Sortable) => number {
  const descending = sort.startsWith('-');
  const keyOf = SORT_KEYS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_KEYS];
  const sign = descending ? -1 : 1;
  return (a, b) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    if (ka !== kb) return ka < kb ? -sign : sign;
    if (a.id === b.id) return 0;
    return a.id < b.id ? -sign : sign;
  };
}

export const compareStudents = compareStudentsBy(DEFAULT_STUDENT_SORT);

/** The students the list shows for this filter, in its order. */
export function filterStudents<S extends Filterable & Sortable>(
  students: readonly S[],
  filter: StudentFilter,
  viewer: StudentViewer = ANYONE,
): S[] {
  return students.filter((s) => matchesStudentFilter(s, filter, viewer)).sort(compareStudentsBy(filter.sort));
}
