import type { Knex } from 'knex';
import { MENTOR_MESSAGES, MENTOR_STUDENT_STAGES, type Mentor, type MentorCreateInput, type MentorDetail, type MentorPatchInput, type Page } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, InvalidReferenceError, recordNotFound } from '../data/errors';
import { decodeKeyCursor, keyColumns, pageAfter, toKeyPage, type SortKey } from '../data/keyset';
import { containsPattern } from '../data/paging';
import { versionedUpdate } from '../data/versioned-update';
import { listMentorMatches } from './match-queries';

// Mentors as Mission Control writes them (docs/PRODUCT.md §3.16). Staff data: the WhatsApp number goes to a student
// only through the portal's matched-mentor answer (portal-queries.ts).

type Row = {
  id: number;
  student_id: string | null;
  name: string;
  country: string;
  university: string;
  field: string;
  languages: string[];
  bio: string;
  whatsapp: string;
  archived: boolean;
  active_matches: number | string;
  version: number;
  updated_at: Date;
};

/** How many students the mentor is matched to now. */
const ACTIVE_MATCHES = '(select count(*) from mentor_matches mm where mm.mentor_id = m.id and mm.ended_at is null) as active_matches';

const columns = (db: Knex) => [
  'm.id',
  'm.student_id',
  'm.name',
  'm.country',
  'm.university',
  'm.field',
  'm.languages',
  'm.bio',
  'm.whatsapp',
  'm.archived',
  'm.version',
  'm.updated_at',
  db.raw(ACTIVE_MATCHES),
];

const toMentor = (r: Row): Mentor => ({
  id: r.id,
  studentId: r.student_id,
  name: r.name,
  country: r.country,
  university: r.university,
  field: r.field,
  languages: r.languages,
  bio: r.bio,
  whatsapp: r.whatsapp,
  archived: r.archived,
  activeMatches: Number(r.active_matches),
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

/** Newest first. */
const KEYS: readonly SortKey[] = [
  { sql: 'm.created_at', type: 'timestamptz', dir: 'desc' },
  { sql: 'm.id', type: 'int', dir: 'desc' },
];
const ORDER = 'mentors';

export type MentorListQuery = { search?: string; archived?: boolean; studentId?: string; limit: number; cursor?: string };

/**
 * Mentors, newest first, `limit` a page: `search` in the name, country, university, field or languages; `archived`
 * says which; `studentId` keeps the mentors matched to that student now.
 */
export async function listMentors(db: Knex, { search, archived, studentId, limit, cursor }: MentorListQuery): Promise<Page<Mentor>> {
  const filtered = (query: Knex.QueryBuilder) => {
    if (archived !== undefined) query.where('m.archived', archived);
    if (studentId) query.whereExists((q) => q.from('mentor_matches as mm').whereRaw('mm.mentor_id = m.id').where('mm.student_id', studentId).whereNull('mm.ended_at'));
    const needle = search?.trim();
    if (needle) {
      const like = containsPattern(needle);
      query.where((q) =>
        q.whereILike('m.name', like).orWhereILike('m.country', like).orWhereILike('m.university', like).orWhereILike('m.field', like).orWhereRaw("array_to_string(m.languages, ' ') ilike ?", [like]),
      );
    }
    return query;
  };
  const after = decodeKeyCursor(cursor, ORDER, KEYS);
  const rows = await pageAfter(filtered(db('mentors as m').select([...columns(db), ...keyColumns(db, KEYS)])), KEYS, after).limit(limit + 1);
  const [{ count: total } = { count: 0 }] = await filtered(db('mentors as m')).count<{ count: string }[]>({ count: '*' });
  const [{ count: totalAll } = { count: 0 }] = await db('mentors').count<{ count: string }[]>({ count: '*' });
  const page = toKeyPage(rows as (Row & Record<string, unknown>)[], limit, ORDER, KEYS, toMentor);
  return { ...page, total: Number(total), totalAll: Number(totalAll) };
}

async function readRow(db: Knex, id: number): Promise<Mentor> {
  const row = await db('mentors as m').where('m.id', id).first<Row | undefined>(columns(db));
  if (!row) throw recordNotFound('mentor');
  return toMentor(row);
}

/** One mentor with their matches, current ones first. */
export async function readMentor(db: Knex, id: number): Promise<MentorDetail> {
  const mentor = await readRow(db, id);
  return { ...mentor, matches: await listMentorMatches(db, { mentorId: id }) };
}

/** A linked student must exist and have arrived or be alumni, and be no other mentor already. */
async function checkMentorStudent(trx: Knex, studentId: string | null | undefined, mentorId?: number): Promise<void> {
  if (!studentId) return;
  const student = await trx('students').where({ id: studentId }).whereNull('deleted_at').first<{ stage: string } | undefined>('stage');
  if (!student || !(MENTOR_STUDENT_STAGES as readonly string[]).includes(student.stage)) {
    throw new InvalidReferenceError(MENTOR_MESSAGES.mentorStudent, [{ field: 'studentId', message: MENTOR_MESSAGES.mentorStudent }]);
  }
  const taken = await trx('mentors').where({ student_id: studentId }).whereNot('id', mentorId ?? 0).first('id');
  if (taken) throw new ConflictError(MENTOR_MESSAGES.alreadyMentor, [{ field: 'studentId', message: MENTOR_MESSAGES.alreadyMentor }]);
}

const columnsOf = (input: Partial<Omit<MentorCreateInput, 'id'>>) => ({
  ...(input.studentId !== undefined && { student_id: input.studentId }),
  ...(input.name !== undefined && { name: input.name }),
  ...(input.country !== undefined && { country: input.country }),
  ...(input.university !== undefined && { university: input.university }),
  ...(input.field !== undefined && { field: input.field }),
  ...(input.languages !== undefined && { languages: input.languages }),
  ...(input.bio !== undefined && { bio: input.bio }),
  ...(input.whatsapp !== undefined && { whatsapp: input.whatsapp }),
  ...(input.archived !== undefined && { archived: input.archived }),
});

/** Adds a mentor; the editor's id makes a resent create answer the stored one (created: false). */
export async function createMentor(db: Knex, { id: clientId, ...input }: MentorCreateInput, actorId: string, now = new Date()): Promise<{ mentor: Mentor; created: boolean }> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const existing = await trx('mentors').where({ client_id: clientId }).first<{ id: number } | undefined>('id');
      if (existing) return { mentor: await readRow(trx, existing.id), created: false };
      await checkMentorStudent(trx, input.studentId);
      const [row] = await trx('mentors')
        .insert({ ...columnsOf(input), client_id: clientId, created_at: now, updated_at: now })
        .returning<{ id: number }[]>('id');
      const mentor = await readRow(trx, row!.id);
      await recordActivity(trx, { actorId, entity: 'mentor', entityId: String(mentor.id), action: 'created', before: null, after: mentor });
      return { mentor, created: true };
    }),
  );
}

/** Edits (or archives, or restores) a mentor at the version the editor saw (data/versioned-update.ts: 409 with the current one otherwise). */
export async function updateMentor(db: Knex, id: number, { version, ...patch }: MentorPatchInput, actorId: string, now = new Date()): Promise<Mentor> {
  const { item } = await versionedUpdate<{ version: number }, Mentor, typeof patch>(db, {
    table: 'mentors',
    id,
    noun: 'mentor',
    version,
    now,
    read: (trx) => readRow(trx, id),
    changes: patch,
    check: (trx, { changes }) => checkMentorStudent(trx, changes.studentId, id),
    columns: (changed) => columnsOf(changed),
    audit: (trx, before, after) => recordActivity(trx, { actorId, entity: 'mentor', entityId: String(id), action: 'updated', before, after }),
  });
  return item;
}
