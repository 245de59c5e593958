import type { Knex } from 'knex';
import type { PersonalInfo, Priority, Student, StudentListQuery, StudentPage, StudentStage } from '@contract';
import { cachedCounts } from '../data/figures-cache';
import { staffName } from '../data/staff-name';
import { afterCursor, containsPattern, cursorAtColumn, decodeCursor, toPage } from '../data/paging';

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
  created_at: Date;
  updated_at: Date;
  version: number;
  cursor_at: string;
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
  's.created_at',
  's.updated_at',
  's.version',
] as const;

/** What toStudent reads, from `students as s`: the columns and the counselor's name (the list, the sync, a write). */
export const studentColumns = (db: Knex) => [...STUDENT_COLUMNS, staffName(db, 's.assigned_counselor', 'owner_name')];

type Filters = Pick<StudentListQuery, 'search' | 'stage' | 'priority'>;

/** Live students matching the filters; search is case-insensitive on name, field of study and destination city. */
function matching(db: Knex, { search, stage, priority }: Filters): Knex.QueryBuilder {
  const query = db('students as s').whereNull('s.deleted_at');
  if (stage) query.where('s.stage', stage);
  if (priority) query.where('s.priority', priority);
  // search_text is the generated, lower-cased haystack the trigram index covers.
  if (search) query.whereRaw('s.search_text ilike ?', [containsPattern(search)]);
  return query;
}

/** Students per stage and priority, per stage, per priority and in all (grouping sets: null means "any"). */
type StageCount = { stage: StudentStage | null; priority: Priority | null; count: number };

/** One grouped count answers "all students" and every stage/priority filter without a search. */
function countsByStageAndPriority(db: Knex): Promise<StageCount[]> {
  return cachedCounts(db, 'students:stage-priority', () =>
    db('students')
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

function countSearch(db: Knex, filters: Filters): Promise<number> {
  const key = `students:search:${filters.stage ?? ''}:${filters.priority ?? ''}:${filters.search?.toLowerCase()}`;
  return cachedCounts(db, key, async () => {
    const [row] = await matching(db, filters).count<{ count: number }[]>({ count: '*' });
    return Number(row?.count ?? 0);
  });
}

/** A page of students, newest first, with the number matching the filters and the number of all students. */
export async function listStudents(db: Knex, params: StudentListQuery): Promise<StudentPage> {
  const filters: Filters = { search: params.search || undefined, stage: params.stage, priority: params.priority };
  const key = decodeCursor(params.cursor);
  const rowsQuery = afterCursor(matching(db, filters), 's', key)
    .select(...studentColumns(db), cursorAtColumn(db, 's.created_at'))
    .limit(params.limit + 1);
  const [rows, groups, searchTotal] = await Promise.all([
    rowsQuery as Promise<StudentRow[]>,
    countsByStageAndPriority(db),
    filters.search ? countSearch(db, filters) : undefined,
  ]);
  const totalAll = countFor(groups);
  const total = searchTotal ?? countFor(groups, filters.stage, filters.priority);
  return { ...toPage(rows, params.limit, toStudent), total, totalAll };
}
