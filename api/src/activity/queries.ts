import type { Knex } from 'knex';
import { z } from 'zod';
import { can, changesFor, RECENT_UPDATES_LIMIT, type ActivityEntity, type AdminRole, type ActivityEntry, type ActivityPage, type ActivityQuery } from '@contract';
import { scoped, type ScopeViewer } from '../data/row-scope';
import { cursorTimeSchema, decodeOpaque, encodeOpaque } from '../data/cursor-codec';
import { cursorAtColumn } from '../data/paging';
import { describeActivity } from './describe';

type ActivityRow = {
  id: number;
  entity: ActivityEntity;
  entity_id: string;
  action: string;
  changes: ActivityEntry['changes'];
  created_at: Date;
  cursor_at: string;
  actor_name: string | null;
  student_id: string | null;
  student_name: string | null;
  student_country: string | null;
  program: string | null;
  university_name: string | null;
  visa_type: string | null;
};

/** Entries with the names they are told with: the actor, and the student (directly or through the record). */
function entries(db: Knex, from = 'activity_log'): Knex.QueryBuilder {
  return db(`${from} as l`)
    .leftJoin('admin_users as au', 'au.id', 'l.actor_id')
    .leftJoin('applications as a', (on) => on.on('l.entity', db.raw("'application'")).andOn(db.raw('a.id = l.entity_id::uuid')))
    .leftJoin('visa_cases as v', (on) => on.on('l.entity', db.raw("'visa_case'")).andOn(db.raw('v.id = l.entity_id::uuid')))
    .leftJoin('universities as u', 'u.id', 'a.university_id')
    .leftJoin('students as s', (on) =>
      on.on(db.raw("s.id = case when l.entity = 'student' then l.entity_id::uuid else coalesce(a.student_id, v.student_id) end")),
    )
    .select(
      'l.id',
      'l.entity',
      'l.entity_id',
      'l.action',
      'l.changes',
      'l.created_at',
      cursorAtColumn(db, 'l.created_at'),
      'au.full_name as actor_name',
      's.id as student_id',
      db.raw("s.personal_info->>'name' as student_name"),
      db.raw("s.personal_info->>'country' as student_country"),
      'a.program',
      'u.name as university_name',
      'v.visa_type',
    )
    .orderBy([
      { column: 'l.created_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ]);
}

/** An entry as the role may read it: its changes keep only the fields the read table grants (a fee, an e-mail). */
const toEntry = (role: AdminRole) => (r: ActivityRow): ActivityEntry => {
  const changes = changesFor(role, r.entity, r.changes ?? {});
  const text = describeActivity({
    entity: r.entity,
    action: r.action,
    changes,
    studentName: r.student_name,
    studentCountry: r.student_country,
    program: r.program,
    universityName: r.university_name,
    visaType: r.visa_type,
    actorName: r.actor_name,
  });
  return {
    id: String(r.id),
    entity: r.entity,
    entityId: r.entity_id,
    studentId: r.student_id,
    action: r.action,
    actorName: r.actor_name,
    changes,
    ...text,
    createdAt: r.created_at.toISOString(),
  };
};

/**
 * Notes (what was said to a person) only for the roles that read them, and document reviews (a file's name, why it
 * was rejected) only for the roles that read documents (docs/SECURITY.md).
 */
function unreadActions(role: AdminRole): string[] {
  return [...(can(role, 'notes:read') ? [] : ['note_added']), ...(can(role, 'documents:read') ? [] : ['document_reviewed'])];
}

function withoutUnreadEntries(query: Knex.QueryBuilder, role: AdminRole): Knex.QueryBuilder {
  return query.whereNotIn('l.action', unreadActions(role));
}

/** The dashboard's "Recent Mission Updates": the latest entries about what the role may read. */
export async function recentActivity(db: Knex, viewer: ScopeViewer): Promise<ActivityEntry[]> {
  const { role } = viewer;
  const entities = readableEntities(role);
  if (entities.length === 0) return [];
  // Only about students in the person's row scope (api/src/data/row-scope.ts): `s` is the entry's student.
  const query = scoped(withoutUnreadEntries(entries(db).whereIn('l.entity', entities), role), viewer, 'students', 's');
  const rows: ActivityRow[] = await query.limit(RECENT_UPDATES_LIMIT);
  return rows.map(toEntry(role));
}

// The timeline pages by (created_at, id) newest first; its id is a bigint (a safe integer in JSON), so it has a
// cursor of its own, with the same time check as every other cursor.
const cursorSchema = z.tuple([cursorTimeSchema, z.int().positive()]);

function encodeCursor(row: ActivityRow): string {
  return encodeOpaque([row.cursor_at, Number(row.id)]);
}

function decodeCursor(cursor: string | undefined): [string, number] | undefined {
  if (!cursor) return undefined;
  return decodeOpaque(cursor, cursorSchema, {
    message: 'This list cursor is not valid. Load the timeline again from its first page.',
    field: 'cursor',
    hint: 'Use the nextCursor of the previous page, unchanged.',
  });
}

/** The ids of the records a student's timeline covers, per entity the role may read. */
async function timelineRecords(db: Knex, studentId: string, entities: readonly ActivityEntity[]): Promise<[ActivityEntity, string[]][]> {
  const ids = async (table: string): Promise<string[]> =>
    (await db(table).where('student_id', studentId).pluck('id')) as string[];
  const sources: Record<ActivityEntity, () => Promise<string[]>> = {
    student: async () => [studentId],
    application: () => ids('applications'),
    visa_case: () => ids('visa_cases'),
  };
  return Promise.all(entities.map(async (entity) => [entity, await sources[entity]()] as [ActivityEntity, string[]]));
}

/**
 * A page of a student's timeline, newest first: the student's own entries and those of their applications and
 * visa cases that the role may read.
 */
export async function listStudentActivity(
  db: Knex,
  studentId: string,
  role: AdminRole,
  params: ActivityQuery,
): Promise<ActivityPage> {
  const records = (await timelineRecords(db, studentId, readableEntities(role))).filter(([, ids]) => ids.length > 0);
  if (records.length === 0) return { items: [], total: 0, totalAll: 0, nextCursor: null };
  const mine = db('activity_log').where((w) => {
    for (const [entity, ids] of records) w.orWhere((e) => e.where('entity', entity).whereIn('entity_id', ids));
  });
  mine.whereNotIn('action', unreadActions(role));
  return activityPage(db, mine, role, params);
}

/** A page of one application's or visa case's history, newest first (its page; the route checks the role reads it). */
export function listRecordActivity(db: Knex, entity: ActivityEntity, id: string, role: AdminRole, params: ActivityQuery): Promise<ActivityPage> {
  return activityPage(db, db('activity_log').where({ entity, entity_id: id }), role, params);
}

/**
 * A page of the entries `mine` picks, newest first. They are picked first, in a materialized CTE, so Postgres never
 * walks the whole log by time looking for them.
 */
async function activityPage(db: Knex, mine: Knex.QueryBuilder, role: AdminRole, params: ActivityQuery): Promise<ActivityPage> {
  const key = decodeCursor(params.cursor);
  const page = entries(db, 'mine').withMaterialized('mine', mine.clone().select('*')).limit(params.limit + 1);
  if (key) page.whereRaw('(l.created_at, l.id) < (?::timestamptz, ?)', key);
  const [rows, counted] = await Promise.all([page as Promise<ActivityRow[]>, mine.clone().count<{ count: number }[]>({ count: '*' })]);
  const items = rows.slice(0, params.limit);
  const last = rows.length > params.limit ? items[items.length - 1] : undefined;
  const total = Number(counted[0]?.count ?? 0);
  return { items: items.map(toEntry(role)), total, totalAll: total, nextCursor: last ? encodeCursor(last) : null };
}

/** The entries a role may read: those about records it may read online. */
function readableEntities(role: AdminRole): ActivityEntity[] {
  const entities: ActivityEntity[] = [];
  if (can(role, 'students:read')) entities.push('student');
  if (can(role, 'applications:read')) entities.push('application');
  if (can(role, 'visas:read')) entities.push('visa_case');
  return entities;
}
