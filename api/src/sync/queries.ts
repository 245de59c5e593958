import type { Knex } from 'knex';
import type { SyncEntity, SyncPageOf, SyncQuery, SyncRecord, Tombstone } from '@contract';
import { applicationRecord } from '../applications/application-record';
import { ROW_SCOPES } from '@contract';
import { scoped, scopeSql, type ScopedEntity } from '../data/row-scope';
import { cursorAtColumn } from '../data/paging';
import { readsAllTasks, toTask, withTaskColumns, type Viewer } from '../staff-tasks/queries';
import { toNote, withNoteColumns } from '../student-notes/queries';
import { studentColumns, toStudent } from '../students/queries';
import { visaCaseRecord } from '../visa-cases/visa-case-record';
import { NIL_UUID, decodeSyncCursor, encodeSyncCursor, type SyncCursor } from './cursor';

/**
 * How far back each delta pull re-reads. updated_at is the writing transaction's start time (now()), so a
 * transaction that commits late can land a row *behind* a cursor already handed out. Every pull therefore
 * ends with a cursor rewound to (its start - OVERLAP): the next pull re-sends the changes of that window, which
 * the client upserts idempotently, and a row is only missed if its transaction ran longer than the window.
 */
export const SYNC_OVERLAP_SECONDS = 60;

type SyncRow = { id: string; cursor_at: string; deleted_at: Date | null };

type Source<E extends SyncEntity> = {
  table: string;
  alias: string;
  /** Adds the joins and columns the entity's row mapper reads (shared with its list endpoint). */
  withColumns: (db: Knex, query: Knex.QueryBuilder) => Knex.QueryBuilder;
  toItem: (row: never) => SyncRecord[E];
  /**
   * The rows of the table a person's device may hold, when that is not every row (tasks: their own, docs/SECURITY.md):
   * `rows` narrows the query to the ones they hold or held, `holds` says which of those they still hold; the others are
   * sent as tombstones, so a task given to someone else leaves the device of the one who had it.
   */
  perPerson?: { rows: (query: Knex.QueryBuilder, viewer: Viewer) => Knex.QueryBuilder; holds: (row: never, viewer: Viewer) => boolean };
};

type TaskSyncRow = { assignee_id: string | null; created_by: string | null };

/** A person's tasks: the ones they do or added, and the ones taken from them (sent as tombstones). */
const ownTasks: NonNullable<Source<'tasks'>['perPerson']> = {
  rows: (query, viewer) =>
    readsAllTasks(viewer)
      ? query
      : query.where((q) => q.where('t.assignee_id', viewer.id).orWhere('t.created_by', viewer.id).orWhere('t.previous_assignee_id', viewer.id)),
  holds: (row: TaskSyncRow, viewer) => readsAllTasks(viewer) || row.assignee_id === viewer.id || row.created_by === viewer.id,
};

const SOURCES: { [E in SyncEntity]: Source<E> } = {
  students: { table: 'students', alias: 's', withColumns: (db, query) => query.select(...studentColumns(db)), toItem: toStudent },
  applications: applicationRecord.rows,
  'visa-cases': visaCaseRecord.rows,
  notes: { table: 'student_notes', alias: 'n', withColumns: withNoteColumns, toItem: toNote },
  tasks: { table: 'staff_tasks', alias: 't', withColumns: withTaskColumns, toItem: toTask, perPerson: ownTasks },
};

const MICROS_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** The watermark of a pull starting now: the database's clock, minus the overlap window. */
async function startWatermark(db: Knex): Promise<string> {
  const { rows } = await db.raw<{ rows: { watermark: string }[] }>(
    `select to_char((now() - make_interval(secs => ?)) at time zone 'UTC', ${MICROS_FORMAT}) as watermark`,
    [SYNC_OVERLAP_SECONDS],
  );
  return rows[0]!.watermark;
}

/**
 * The changes to one CRM table after `since`, oldest first by (updated_at, id) — the (updated_at, id) index
 * every CRM table carries — live rows as the list endpoint shapes them and soft-deleted ones as tombstones.
 */
export async function syncPage<E extends SyncEntity>(db: Knex, params: SyncQuery & { entity: E }, viewer: Viewer): Promise<SyncPageOf<E>> {
  const source: Source<E> = SOURCES[params.entity];
  const { alias } = source;
  const since = decodeSyncCursor(params.since);
  const rowScope = scopedEntity(params.entity);
  const after = (): Knex.QueryBuilder => {
    const query = db(`${source.table} as ${alias}`);
    if (since) {
      query.whereRaw('(??, ??) > (?::timestamptz, ?::uuid)', [`${alias}.updated_at`, `${alias}.id`, since.updatedAt, since.id]);
    }
    // Only the rows of the person's row scope (api/src/data/row-scope.ts): the offline copy holds their caseload.
    if (rowScope) scoped(query, viewer, rowScope, alias);
    return source.perPerson ? source.perPerson.rows(query, viewer) : query;
  };
  const rowsQuery = source
    .withColumns(db, after())
    .select(`${alias}.deleted_at`, cursorAtColumn(db, `${alias}.updated_at`))
    .orderBy([
      { column: `${alias}.updated_at`, order: 'asc' },
      { column: `${alias}.id`, order: 'asc' },
    ])
    .limit(params.limit + 1);
  const [rows, watermark] = await Promise.all([rowsQuery as Promise<SyncRow[]>, since?.watermark ?? startWatermark(db)]);
  const more = rows.length > params.limit;
  // What is left is counted only when more pages follow (for "Syncing 5,000 of 6,191"): a page that holds the rest,
  // most pages at a counselor's scale and nearly every delta, costs the database one statement, not two.
  const counted = more ? await after().count<{ count: number }[]>({ count: '*' }) : undefined;

  const page = rows.slice(0, params.limit);
  // The scope's moves go with the page that covers their time, so a pull of many pages sends each once: from the
  // cursor's time to the page's last row's (that time itself left to the page that moves past it), and on the last
  // page all that remain. A first copy reads the whole scope as it is now: it needs only the moves made since it
  // began (its watermark), of rows it may have been sent before they moved.
  const until = more ? page[page.length - 1]?.cursor_at : undefined;
  const from = since?.fresh && since.watermark && since.watermark > since.updatedAt ? since.watermark : since?.updatedAt;
  const moved = from && rowScope ? await movedRows(db, source, rowScope, viewer, { from, until }) : [];
  const items: SyncRecord[E][] = [];
  const tombstones: Tombstone[] = [];
  for (const row of page) {
    const gone = row.deleted_at || (source.perPerson && !source.perPerson.holds(row as never, viewer));
    if (gone) tombstones.push({ id: row.id, deleted: true, updatedAt: new Date(row.cursor_at).toISOString() });
    else items.push(source.toItem(row as never));
  }
  // The rows of students moved into or out of the person's scope since the cursor (their own rows unchanged): items
  // when in the scope now, tombstones when not, so the device learns or forgets them.
  const sent = new Set(page.map((row) => row.id));
  for (const row of moved) {
    if (sent.has(row.id)) continue;
    if (row.deleted_at || !row.in_scope) tombstones.push({ id: row.id, deleted: true, updatedAt: new Date(row.cursor_at).toISOString() });
    else items.push(source.toItem(row as never));
  }
  // The count and the rows are two statements: a row committed in between must not end the pull early. Without more
  // pages, a row committed after the rows were read is the next pull's, as any late commit is (the overlap above).
  const remaining = counted ? Math.max(Number(counted[0]?.count ?? 0) - page.length, 1) : 0;
  const last = page[page.length - 1];
  const position = last ? { updatedAt: last.cursor_at, id: last.id } : since;
  const fresh = !since || Boolean(since.fresh);
  return { items, tombstones, remaining, nextCursor: encodeSyncCursor(nextCursor(position, watermark, remaining, fresh)) };
}

/** The row scope a synced table falls under (tasks have their own per-person rule). */
const scopedEntity = (entity: SyncEntity): ScopedEntity | undefined => (entity === 'tasks' ? undefined : entity);

/**
 * The rows of `source` belonging to the students moved to or from the viewer (or to or from the unassigned pool)
 * within the page's window (from its time on, before `until` when more pages follow), as
 * db/migrations/2026112917000001_row_scope.ts records the moves, each with whether it is in the viewer's scope now.
 * Empty for a role that reads everyone.
 */
async function movedRows<E extends SyncEntity>(
  db: Knex,
  source: Source<E>,
  entity: ScopedEntity,
  viewer: Viewer,
  window: { from: string; until: string | undefined },
): Promise<(SyncRow & { in_scope: boolean })[]> {
  const scope = ROW_SCOPES[viewer.role];
  const condition = scopeSql(viewer, entity, source.alias);
  if (scope === 'everyone' || !condition) return [];
  const { alias } = source;
  const students = db('scope_moves')
    .where('kind', scope === 'caseload' ? 'counselor' : 'officer')
    .where('moved_at', '>=', window.from)
    .modify((q) => {
      if (window.until) void q.where('moved_at', '<', window.until);
    })
    .where((q) => q.whereRaw('? = any(staff)', [viewer.id]).orWhere('pool', true))
    .select('student_id');
  const query = db(`${source.table} as ${alias}`).whereIn(entity === 'students' ? `${alias}.id` : `${alias}.student_id`, students);
  return (await source
    .withColumns(db, query)
    .select(`${alias}.deleted_at`, cursorAtColumn(db, `${alias}.updated_at`), db.raw(`(${condition.sql}) as in_scope`, condition.bindings))) as (SyncRow & {
    in_scope: boolean;
  })[];
}

/** Mid-pull: continue strictly after the last row sent. Caught up: rewind to the watermark for the next pull. */
function nextCursor(position: Pick<SyncCursor, 'updatedAt' | 'id'> | undefined, watermark: string, remaining: number, fresh: boolean): SyncCursor {
  if (remaining > 0 && position) return fresh ? { ...position, watermark, fresh } : { ...position, watermark };
  const rewound = { updatedAt: watermark, id: NIL_UUID };
  const resume = position && position.updatedAt < watermark ? position : rewound;
  return { updatedAt: resume.updatedAt, id: resume.id, watermark: null };
}
