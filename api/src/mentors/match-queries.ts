import type { Knex } from 'knex';
import { MENTOR_MESSAGES, whatsappUrlOf, type MentorMatch, type PortalMentor } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { InvalidReferenceError, NotFoundError, RefusedError, recordNotFound } from '../data/errors';

// Matches of mentors to students (docs/PRODUCT.md §3.16): made and ended by staff, never deleted; a student sees
// the mentors matched to them now in the portal, with the WhatsApp number as a chat link.

type MatchRow = {
  id: number;
  mentor_id: number;
  mentor_name: string;
  student_id: string;
  student_name: string | null;
  matched_at: Date;
  ended_at: Date | null;
};

const MATCH_COLUMNS = [
  'mm.id',
  'mm.mentor_id',
  'm.name as mentor_name',
  'mm.student_id',
  'mm.matched_at',
  'mm.ended_at',
] as const;

const toMatch = (r: MatchRow): MentorMatch => ({
  id: r.id,
  mentorId: r.mentor_id,
  mentorName: r.mentor_name,
  studentId: r.student_id,
  studentName: r.student_name ?? '',
  matchedAt: r.matched_at.toISOString(),
  endedAt: r.ended_at?.toISOString() ?? null,
});

const matchQuery = (db: Knex) =>
  db('mentor_matches as mm')
    .join('mentors as m', 'm.id', 'mm.mentor_id')
    .join('students as s', 's.id', 'mm.student_id')
    .select([...MATCH_COLUMNS, db.raw("s.personal_info->>'name' as student_name")]);

/** A mentor's matches, current ones first, then the latest. */
export async function listMentorMatches(db: Knex, { mentorId }: { mentorId: number }): Promise<MentorMatch[]> {
  const rows = await matchQuery(db)
    .where('mm.mentor_id', mentorId)
    .orderByRaw('mm.ended_at is null desc, coalesce(mm.ended_at, mm.matched_at) desc, mm.id desc');
  return (rows as MatchRow[]).map(toMatch);
}

async function readMatch(db: Knex, id: number): Promise<MentorMatch> {
  const row = await matchQuery(db).where('mm.id', id).first();
  if (!row) throw recordNotFound('match');
  return toMatch(row as MatchRow);
}

const studentRefusal = (message: string) => new InvalidReferenceError(message, [{ field: 'studentId', message }]);

/**
 * Matches the mentor to a student; matching one already matched answers that match (created: false). An archived
 * mentor, a removed student or the mentor's own student record are refused.
 */
export async function matchMentor(db: Knex, mentorId: number, studentId: string, actorId: string, now = new Date()): Promise<{ match: MentorMatch; created: boolean }> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const mentor = await trx('mentors').where({ id: mentorId }).forUpdate().first<{ archived: boolean; student_id: string | null } | undefined>('archived', 'student_id');
      if (!mentor) throw recordNotFound('mentor');
      const current = await trx('mentor_matches').where({ mentor_id: mentorId, student_id: studentId }).whereNull('ended_at').first<{ id: number } | undefined>('id');
      if (current) return { match: await readMatch(trx, current.id), created: false };
      if (mentor.archived) throw new RefusedError(MENTOR_MESSAGES.archived);
      if (mentor.student_id === studentId) throw studentRefusal(MENTOR_MESSAGES.self);
      const student = await trx('students').where({ id: studentId }).whereNull('deleted_at').first('id');
      if (!student) throw studentRefusal('That student does not exist or was removed.');
      const [row] = await trx('mentor_matches').insert({ mentor_id: mentorId, student_id: studentId, matched_at: now, matched_by: actorId }).returning<{ id: number }[]>('id');
      const match = await readMatch(trx, row!.id);
      await recordActivity(trx, { actorId, entity: 'mentor_match', entityId: String(match.id), action: 'created', before: null, after: match });
      return { match, created: true };
    }),
  );
}

/** Ends a match: the student no longer sees the mentor. Ending an ended one answers it as it is. */
export async function endMentorMatch(db: Knex, mentorId: number, matchId: number, actorId: string, now = new Date()): Promise<MentorMatch> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const row = await trx('mentor_matches').where({ id: matchId, mentor_id: mentorId }).forUpdate().first<{ ended_at: Date | null } | undefined>('ended_at');
      if (!row) throw new NotFoundError('No match of this mentor with this id: it may have been removed.');
      const before = await readMatch(trx, matchId);
      if (row.ended_at) return before;
      await trx('mentor_matches').where({ id: matchId }).update({ ended_at: now, ended_by: actorId });
      const after = await readMatch(trx, matchId);
      await recordActivity(trx, { actorId, entity: 'mentor_match', entityId: String(matchId), action: 'updated', before, after });
      return after;
    }),
  );
}

/** The mentors matched to this student now, not archived: the portal's, with the number only as a wa.me link. */
export async function portalMentors(db: Knex, studentId: string): Promise<PortalMentor[]> {
  const rows = await db('mentor_matches as mm')
    .join('mentors as m', 'm.id', 'mm.mentor_id')
    .where('mm.student_id', studentId)
    .whereNull('mm.ended_at')
    .where('m.archived', false)
    .orderBy([{ column: 'mm.matched_at', order: 'asc' }, { column: 'mm.id', order: 'asc' }])
    .select<{ name: string; country: string; university: string; field: string; languages: string[]; bio: string; whatsapp: string }[]>(
      'm.name',
      'm.country',
      'm.university',
      'm.field',
      'm.languages',
      'm.bio',
      'm.whatsapp',
    );
  return rows.map(({ whatsapp, ...mentor }) => ({ ...mentor, whatsappUrl: whatsappUrlOf(whatsapp) }));
}

/**
 * A merged duplicate's mentoring follows the person (students/merge.ts): its current matches move to the kept student
 * (one the kept student already has with that mentor is ended instead), its ended ones move as history, and a mentor
 * who is the duplicate's record becomes the kept student's when the kept student is no mentor.
 */
export async function moveMentoringOnMerge(trx: Knex, from: string, into: string): Promise<void> {
  await trx('mentor_matches')
    .where({ student_id: from })
    .whereNull('ended_at')
    .whereIn('mentor_id', trx('mentor_matches').select('mentor_id').where({ student_id: into }).whereNull('ended_at'))
    .update({ ended_at: trx.fn.now() });
  await trx('mentor_matches').where({ student_id: from }).update({ student_id: into });
  if (!(await trx('mentors').where({ student_id: into }).first('id'))) {
    await trx('mentors').where({ student_id: from }).update({ student_id: into, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
  }
}
