import type { Knex } from 'knex';
import {
  phoneSearchDigits,
  searchNeedle,
  searchesContact,
  type PersonalInfo,
  type Priority,
  type Student,
  type StudentListQuery,
  type StudentPage,
  type StudentStage,
  TOTAL_CAP,
} from '@contract';
import type { Language } from '@contract/languages';
import { scoped, scopeKey, type ScopeViewer } from '../data/row-scope';
import { cachedCounts } from '../data/figures-cache';
import { capCount, cappedCount, type CappedCount } from '../data/capped-count';
import { containsPattern } from '../data/paging';
import { staffName } from '../data/staff-name';
import {
  cursorKeyColumn,
  decodeStudentCursor,
  encodeStudentCursor,
  orderedAfter,
  studentOrder,
  type StudentKeyset,
  type StudentOrder,
} from './list-order';

export type StudentRow = {
  id: string;
  personal_info: PersonalInfo;
  field_of_study: string | null;
  destination_city: string | null;
  stage: StudentStage;
  priority: Priority;
  assigned_counselor: string | null;
  owner_name: string | null;
  tags: string[];
  preferred_language: Language;
  event_id: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
};

export const toStudent = (r: StudentRow): Student => ({
  id: r.id,
  personalInfo: r.personal_info,
  fieldOfStudy: r.field_of_study,
  destinationCity: r.destination_city,
  stage: r.stage,
  priority: r.priority,
  assignedCounselor: r.assigned_counselor,
  ownerName: r.owner_name,
  tags: r.tags,
  preferredLanguage: r.preferred_language,
  eventId: r.event_id,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
});

/** The student's own columns toStudent reads. */
export const STUDENT_COLUMNS = [
  's.id',
  's.personal_info',
  's.field_of_study',
  's.destination_city',
  's.stage',
  's.priority',
  's.assigned_counselor',
  's.tags',
  's.preferred_language',
  's.event_id',
  's.created_at',
  's.updated_at',
  's.version',
] as const;

/** What toStudent reads, from `students as s`: the columns and the counselor's name (the list, the sync, a write). */
export const studentColumns = (db: Knex) => [...STUDENT_COLUMNS, staffName(db, 's.assigned_counselor', 'owner_name')];

/**
 * The list's filters with `owner` resolved: a staff id, 'none', or absent; `contact`: search e-mail and phone too;
 * `scope`: the person whose row scope bounds every match (api/src/data/row-scope.ts).
 */
export type StudentListFilters = Pick<StudentListQuery, 'search' | 'stage' | 'priority' | 'country' | 'source' | 'event'> & {
  owner?: string;
  contact: boolean;
  scope?: ScopeViewer;
};

const SEP = String.fromCharCode(31);

/**
 * The search as contract/student-filter.ts matchesStudentSearch states it: the text in the generated search_text
 * (name, field of study, city, tags), and for `contact` in contact_text (e-mail, then the phone's digits after
 * chr(31)), where a phone-shaped search also looks for its digits. Trigram indexes cover both columns.
 */
function whereSearch(query: Knex.QueryBuilder, search: string, contact: boolean): void {
  const pattern = containsPattern(searchNeedle(search));
  const digits = contact ? phoneSearchDigits(searchNeedle(search)) : undefined;
  query.where((q) => {
    q.whereRaw('s.search_text ilike ?', [pattern]);
    if (contact) q.orWhereRaw('s.contact_text ilike ?', [pattern]);
    if (digits) q.orWhereRaw('s.contact_text like ?', [`%${SEP}%${digits}%`]);
  });
}

/** The filters on the students' own columns beyond the owner (`alias` is the students table's alias in the query). */
function whereStudentColumns(query: Knex.QueryBuilder, f: StudentListFilters, alias: string): void {
  if (f.stage) query.where(`${alias}.stage`, f.stage);
  if (f.priority) query.where(`${alias}.priority`, f.priority);
  // country and tag_keys (the lower-cased tags) are generated from personal_info and tags.
  if (f.country) query.where(`${alias}.country`, f.country);
  if (f.source) query.whereRaw(`${alias}.tag_keys @> array[lower(?)]`, [f.source]);
  if (f.event) query.where(`${alias}.event_id`, f.event);
}

function whereOwner(query: Knex.QueryBuilder, owner: string | undefined): void {
  if (owner === 'none') query.whereNull('s.assigned_counselor');
  else if (owner) query.where('s.assigned_counselor', owner);
}

/** Live students matching the filters (contract/student-filter.ts matchesStudentFilter is the same rule offline). */
export function matchingStudents(db: Knex, f: StudentListFilters): Knex.QueryBuilder {
  const query = scoped(db('students as s').whereNull('s.deleted_at'), f.scope, 'students', 's');
  whereOwner(query, f.owner);
  whereStudentColumns(query, f, 's');
  if (f.search) whereSearch(query, f.search, f.contact);
  return query;
}

/**
 * The same matches as matchingStudents, as rows of the narrow `student_search` (one per live student: id, searched
 * texts, order keys, counselor; db/migrations/2026112919000001_student_search.ts) under the alias `s`, so a search
 * checks and sorts its matches without reading the students heap. A filter on another of the students' columns joins
 * them (`st`) for it.
 */
export function matchingSearchRows(db: Knex, f: StudentListFilters): Knex.QueryBuilder {
  const query = scoped(db('student_search as s'), f.scope, 'students', 's');
  whereOwner(query, f.owner);
  if (f.stage || f.priority || f.country || f.source || f.event) {
    query.join('students as st', 'st.id', 's.id');
    whereStudentColumns(query, f, 'st');
  }
  if (f.search) whereSearch(query, f.search, f.contact);
  return query;
}

/** Students per stage and priority, per stage, per priority and in all (grouping sets: null means "any"). */
type StageCount = { stage: StudentStage | null; priority: Priority | null; count: number };

/** One grouped count answers "all students" and every stage/priority filter without a search (within the scope). */
function countsByStageAndPriority(db: Knex, scope: ScopeViewer | undefined): Promise<StageCount[]> {
  return cachedCounts(db, `students:stage-priority:${scopeKey(scope)}`, () =>
    scoped(db('students as s'), scope, 'students', 's')
      .whereNull('deleted_at')
      .select('stage', 'priority')
      .count<StageCount[]>({ count: '*' })
      .groupByRaw('grouping sets ((stage, priority), (stage), (priority), ())'),
  );
}

function countFor(groups: readonly StageCount[], stage?: StudentStage, priority?: Priority): number {
  const group = groups.find((g) => g.stage === (stage ?? null) && g.priority === (priority ?? null));
  return Number(group?.count ?? 0);
}

/**
 * The number matching filters without a search (owner, country, source beside stage and priority): the few lists
 * people click through, cached for a few seconds as the stage and priority counts are (figures-cache.ts), and counted
 * up to TOTAL_CAP only.
 */
function countFiltered(db: Knex, f: StudentListFilters): Promise<CappedCount> {
  const key = `students:filtered:${scopeKey(f.scope)}:${f.stage ?? ''}:${f.priority ?? ''}:${f.owner ?? ''}:${f.country ?? ''}:${f.source?.toLowerCase() ?? ''}:${f.event ?? ''}`;
  return cachedCounts(db, key, () => cappedCount(db, matchingStudents(db, f)));
}

type ListRow = StudentRow & { cursor_key: string; full_count?: string };

/**
 * A search the trigram indexes can serve (3 characters or more). Up to TOTAL_CAP + 1 of its matches are found once,
 * through the indexes, and both counted (count(*) over them, before the cursor cuts them) and sorted for the page.
 * Walking an order's index instead and filtering looked cheap to the planner but read thousands of rows when the
 * matches were few or not spread evenly over that order, and a second query counted them again
 * (docs/PERFORMANCE.md). Past TOTAL_CAP matches (a common fragment such as "ali" at a million students) sorting them
 * all costs more than the walk, and the walk is short since at least one row in a hundred matches: the page is then
 * read along the order's index and the total answered as "10,000+" (issue 33 item 2). `rows` is empty with
 * `capped` undefined when a cursor is past every match of the first TOTAL_CAP + 1.
 */
function searchedPage(db: Knex, filters: StudentListFilters, order: StudentOrder, after: StudentKeyset | undefined, limit: number) {
  return db.transaction(async (trx): Promise<{ rows: ListRow[]; capped?: boolean }> => {
    // Through the indexes, always: with its default costs (random_page_cost 4, a spinning disk's) the planner priced
    // a sequential scan below the trigram indexes and then ran `ilike` on all 50,000 rows, 122 ms against 12 ms.
    await trx.raw('set local enable_seqscan = off');
    // The matches' ids and order key only: the rows' columns and their counselor's name are read for the page alone
    // (selecting them for every match cost 350–400 ms against 22–35 ms at 7,400 matches among a million).
    // From the narrow search rows: a third of the students heap's pages for the same matches (docs/SCALING.md).
    const firstMatches = matchingSearchRows(trx, filters).select('s.id', order.column).limit(TOTAL_CAP + 1);
    const counted = trx.from(firstMatches.as('m')).select('m.*', trx.raw('count(*) over () as full_count'));
    const ids = (await orderedAfter(trx.from(counted.as('s')), order, after).select('s.id', 's.full_count').limit(limit + 1)) as {
      id: string;
      full_count: string;
    }[];
    const first = ids[0];
    const capped = first ? Number(first.full_count) > TOTAL_CAP : after ? (await cappedCount(trx, matchingSearchRows(trx, filters))).capped : false;
    if (!capped) {
      const rows = first ? await pageRows(trx, ids.map((r) => r.id), order, first.full_count) : [];
      return { rows, capped: first || !after ? false : undefined };
    }
    // Walk the order's b-tree of the search rows, never the trigram bitmap: a bitmap reads every match before the
    // first row. The search rows are a third of the students heap's width, and the newest or first names that every
    // such walk passes stay in memory: 'otieno' newest first checked 13,064 rows in 486 ms cold and 108 ms warm,
    // against 1.4 s along the students' own index.
    await trx.raw('set local enable_bitmapscan = off');
    const walked = (await orderedAfter(matchingSearchRows(trx, filters), order, after).select('s.id').limit(limit + 1)) as { id: string }[];
    return { rows: await pageRows(trx, walked.map((r) => r.id), order), capped: true };
  });
}

/** The page's students by id, in the order, with what toStudent reads (and the count read with the ids, if any). */
async function pageRows(trx: Knex, ids: readonly string[], order: StudentOrder, fullCount?: string): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  return (await orderedAfter(trx('students as s').whereIn('s.id', ids), order, undefined).select(
    ...studentColumns(trx),
    cursorKeyColumn(trx, order),
    ...(fullCount === undefined ? [] : [trx.raw('?::bigint as full_count', [fullCount])]),
  )) as ListRow[];
}

/**
 * The list's query as filters for `viewer` (`owner=me` is them; their role may search e-mail and phone; their row
 * scope bounds it). The list and its CSV export (api/src/students/export.ts) both read it, so a filter added here
 * applies to both.
 */
export function studentListFilters(params: StudentListQuery, viewer: ScopeViewer): StudentListFilters {
  return {
    search: params.search || undefined,
    stage: params.stage,
    priority: params.priority,
    owner: params.owner === 'me' ? viewer.id : params.owner,
    country: params.country,
    source: params.source,
    event: params.event,
    contact: searchesContact(viewer.role),
    scope: viewer,
  };
}

/** A page of students in the requested order, with the number matching the filters and the number of all students. */
export async function listStudents(db: Knex, params: StudentListQuery, viewer: ScopeViewer): Promise<StudentPage> {
  const filters = studentListFilters(params, viewer);
  const order = studentOrder(params.sort);
  const after = decodeStudentCursor(params.cursor, order);
  const indexedSearch = searchNeedle(filters.search).length >= 3;
  const rowsQuery = indexedSearch
    ? searchedPage(db, filters, order, after, params.limit)
    : (orderedAfter(matchingStudents(db, filters), order, after).select(...studentColumns(db), cursorKeyColumn(db, order)).limit(params.limit + 1) as Promise<ListRow[]>).then((rows) => ({ rows, capped: undefined }));
  const grouped = !filters.search && !filters.owner && !filters.country && !filters.source && !filters.event;
  const [{ rows, capped: searchCapped }, groups, filteredCount] = await Promise.all([
    rowsQuery,
    countsByStageAndPriority(db, filters.scope),
    grouped || indexedSearch ? undefined : filters.search ? cappedCount(db, matchingStudents(db, filters)) : countFiltered(db, filters),
  ]);
  const page = rows.slice(0, params.limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > params.limit && last ? encodeStudentCursor(order, { key: last.cursor_key, id: last.id }) : null;
  const totalAll = countFor(groups);
  // An empty first page means no match at all. Only a page after the last match has no row to carry the count, and
  // is counted apart: a count taken later than the page could include a student saved in between (a total of 1
  // beside no row).
  let searched: CappedCount | undefined;
  if (indexedSearch) {
    if (searchCapped) searched = capCount(TOTAL_CAP + 1);
    else if (last?.full_count !== undefined) searched = capCount(Number(last.full_count));
    else searched = after ? await cappedCount(db, matchingSearchRows(db, filters)) : capCount(0);
  }
  const counted = searched ?? filteredCount;
  const total = counted?.total ?? countFor(groups, filters.stage, filters.priority);
  return { items: page.map(toStudent), nextCursor, total, totalAll, ...(counted?.capped ? { totalCapped: true } : {}) };
}
