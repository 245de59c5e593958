// Notes and logged contacts on a student (issue 15 item 2, docs/PRODUCT.md §3.5.1). A note is written once and never
// edited; its timeline entry (note_added, on the student) is written in the same transaction.
import type { Knex } from 'knex';
import type { CreateStudentNote, NoteKind, NoteOutcome, StudentNote } from '@contract';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, recordNotFound } from '../data/errors';
import { onContactLogged } from '../staff-tasks/rules';

type NoteRow = {
  id: string;
  student_id: string;
  kind: NoteKind;
  body: string;
  outcome: NoteOutcome | null;
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
};

/** The columns a note is answered with, also for the sync (api/src/sync/queries.ts): `n` is the notes' alias. */
export function withNoteColumns(_db: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .leftJoin('admin_users as nau', 'nau.id', 'n.created_by')
    .select('n.id', 'n.student_id', 'n.kind', 'n.body', 'n.outcome', 'nau.full_name as author_name', 'n.created_at', 'n.updated_at', 'n.version');
}

export const toNote = (r: NoteRow): StudentNote => ({
  id: r.id,
  studentId: r.student_id,
  kind: r.kind,
  body: r.body,
  outcome: r.outcome,
  authorName: r.author_name,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
});

async function readNote(db: Knex, id: string): Promise<StudentNote | undefined> {
  const row = await withNoteColumns(db, db('student_notes as n')).where('n.id', id).whereNull('n.deleted_at').first<NoteRow | undefined>();
  return row && toNote(row);
}

/** How many notes the student page lists (newest first); older ones stay on the timeline. */
export const NOTES_LISTED = 200;

/** A student's notes, newest first. */
export async function listStudentNotes(db: Knex, studentId: string): Promise<StudentNote[]> {
  const rows: NoteRow[] = await withNoteColumns(db, db('student_notes as n'))
    .where('n.student_id', studentId)
    .whereNull('n.deleted_at')
    .orderBy([
      { column: 'n.created_at', order: 'desc' },
      { column: 'n.id', order: 'desc' },
    ])
    .limit(NOTES_LISTED);
  return rows.map(toNote);
}

/**
 * Adds a note with the client's id. The same id sent again (an answer lost, the outbox sending again) answers the
 * stored note and writes nothing; an id already used on another student is a conflict, never a move.
 */
export async function createStudentNote(
  db: Knex,
  studentId: string,
  input: CreateStudentNote,
  actorId: string,
): Promise<{ note: StudentNote; created: boolean }> {
  const id = input.id.toLowerCase();
  const created = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      // Locked so a note is never added to a student being merged away.
      const student = await trx('students').where({ id: studentId }).whereNull('deleted_at').forUpdate().first('id');
      const existing = await trx('student_notes').where({ id }).first<{ student_id: string } | undefined>('student_id');
      if (existing) {
        if (existing.student_id !== studentId) throw new ConflictError('This note id is already used on another student. Write the note again.');
        return false;
      }
      if (!student) throw recordNotFound('student');
      const inserted = await trx('student_notes')
        .insert({ id, student_id: studentId, kind: input.kind, body: input.body, outcome: input.outcome, created_by: actorId })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return false; // a concurrent copy of this create won the race
      const note = (await readNote(trx, id))!;
      await trx('activity_log').insert({
        actor_id: actorId,
        entity: 'student',
        entity_id: studentId,
        action: 'note_added',
        changes: JSON.stringify({
          kind: { from: null, to: note.kind },
          body: { from: null, to: note.body },
          outcome: { from: null, to: note.outcome },
        }),
        before: null,
        after: JSON.stringify(note),
      });
      // A call, chat or meeting closes the rule tasks it meets ("First contact"), in the same transaction.
      await onContactLogged(trx, note, actorId);
      return true;
    }),
  );
  const note = await readNote(db, id);
  if (!note) throw recordNotFound('note');
  return { note, created };
}
