// The row scope (issue 33 item 1) on the server: which rows of the CRM a person reads, written once
// (contract/read-scopes.ts ROW_SCOPES) and applied here, in one place, to every list, search, count, export, record by
// id, dashboard figure and sync page. A query of a CRM table adds `scoped(query, viewer, entity, alias)`; a record by
// id outside the scope is a 404 (requireAdmin calls `assertRecordInScope` for every /api/admin/<records>/<id>... path).
import type { Knex } from 'knex';
import { ROW_SCOPES, type AdminRole } from '@contract';
import { recordNotFound } from './errors';

export type ScopeViewer = { id: string; role: AdminRole };

/** The tables the scope reaches: the students, and the records of one student (by their student_id). */
export type ScopedEntity = 'students' | 'applications' | 'visa-cases' | 'notes' | 'documents';

/** `alias` is the table's alias in the query; raw SQL, for the grouped counts and the sync's moved rows. */
export function scopeSql(viewer: ScopeViewer, entity: ScopedEntity, alias: string): { sql: string; bindings: string[] } | null {
  const scope = ROW_SCOPES[viewer.role];
  if (scope === 'everyone') return null;
  const studentId = entity === 'students' ? `${alias}.id` : `${alias}.student_id`;
  if (scope === 'caseload') {
    if (entity === 'students') return { sql: `(${alias}.assigned_counselor = ? or ${alias}.assigned_counselor is null)`, bindings: [viewer.id] };
    return {
      sql: `exists (select 1 from students scope_s where scope_s.id = ${studentId} and (scope_s.assigned_counselor = ? or scope_s.assigned_counselor is null))`,
      bindings: [viewer.id],
    };
  }
  if (entity === 'visa-cases') return { sql: `(${alias}.assigned_officer = ? or ${alias}.assigned_officer is null)`, bindings: [viewer.id] };
  return {
    sql: `exists (select 1 from visa_cases scope_v where scope_v.student_id = ${studentId} and scope_v.deleted_at is null and (scope_v.assigned_officer = ? or scope_v.assigned_officer is null))`,
    bindings: [viewer.id],
  };
}

/** The query narrowed to the rows the viewer reads (unchanged for a role that reads everyone). */
export function scoped<Q extends Knex.QueryBuilder>(query: Q, viewer: ScopeViewer | undefined, entity: ScopedEntity, alias: string): Q {
  const condition = viewer && scopeSql(viewer, entity, alias);
  if (condition) query.whereRaw(condition.sql, condition.bindings);
  return query;
}

/** A cache key part for figures counted within the viewer's scope ('' for everyone's figures). */
export const scopeKey = (viewer: ScopeViewer | undefined): string => (viewer && ROW_SCOPES[viewer.role] !== 'everyone' ? `${viewer.role}:${viewer.id}` : '');

const TABLES: Record<ScopedEntity, string> = {
  students: 'students',
  applications: 'applications',
  'visa-cases': 'visa_cases',
  notes: 'student_notes',
  documents: 'documents',
};

/** Whether the viewer reads this record (a missing record: false). */
export async function inScope(db: Knex, viewer: ScopeViewer, entity: ScopedEntity, id: string): Promise<boolean> {
  const row = await scoped(db(`${TABLES[entity]} as r`).where('r.id', id), viewer, entity, 'r').first('r.id');
  return row !== undefined;
}

/**
 * Of these students, the ones outside the viewer's scope (empty for everyone). The duplicate check looks across every
 * student, and names only those in the scope: of the others it says only that a possible duplicate exists.
 */
export async function outsideScope(db: Knex, viewer: ScopeViewer, studentIds: readonly string[]): Promise<Set<string>> {
  if (ROW_SCOPES[viewer.role] === 'everyone' || studentIds.length === 0) return new Set();
  const inside = await scoped(db('students as r').whereIn('r.id', studentIds), viewer, 'students', 'r').pluck('r.id');
  return new Set(studentIds.filter((id) => !inside.includes(id)));
}

/** 404 (as for a record that does not exist) when the viewer does not read it. */
export async function assertInScope(db: Knex, viewer: ScopeViewer, entity: ScopedEntity, id: string, noun: string): Promise<void> {
  if (ROW_SCOPES[viewer.role] === 'everyone') return;
  if (!(await inScope(db, viewer, entity, id))) throw recordNotFound(noun);
}

/** The admin paths naming a record, and the record they name: /api/admin/students/<id>, …/<id>/notes and the like. */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const RECORD_PATHS: { pattern: RegExp; entity: ScopedEntity; noun: string }[] = [
  { pattern: new RegExp(`^/api/admin/students/(${UUID})(?:/|$)`), entity: 'students', noun: 'student' },
  { pattern: new RegExp(`^/api/admin/applications/(${UUID})(?:/|$)`), entity: 'applications', noun: 'application' },
  { pattern: new RegExp(`^/api/admin/visa-cases/(${UUID})(?:/|$)`), entity: 'visa-cases', noun: 'visa case' },
  { pattern: new RegExp(`^/api/admin/documents/(${UUID})(?:/|$)`), entity: 'documents', noun: 'document' },
];

/**
 * Every request for a record by id (reads, writes, its timeline, notes, tasks, documents, messages, portal link) is a
 * 404 when the record is outside the viewer's scope: checked once, by path, before any route runs.
 */
export async function assertRecordInScope(db: Knex, viewer: ScopeViewer, path: string): Promise<void> {
  if (ROW_SCOPES[viewer.role] === 'everyone') return;
  for (const { pattern, entity, noun } of RECORD_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id) await assertInScope(db, viewer, entity, id.toLowerCase(), noun);
  }
}
