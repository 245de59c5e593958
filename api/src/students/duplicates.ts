// Possible duplicates: a new lead whose phone or e-mail matches a live student is flagged, never merged silently;
// a person later keeps both (or merges them by hand) and the flag is cleared.
import type { Knex } from 'knex';
import { EMAIL_KEY_SQL, PHONE_KEY_SQL } from '@db/student-keys';
import type { DuplicateMatch, PersonalInfo } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { isLiveStudent } from '../crm-writes/references';
import { recordNotFound } from '../data/errors';

/** The phone key the index holds: the last 9 digits, so +254 712 345 678 and 0712 345 678 match. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? digits.slice(-9) : null;
}

/** Live students other than `id` sharing the phone key or the e-mail (any case); phone wins when both match. */
export async function findDuplicates(db: Knex, id: string, info: PersonalInfo): Promise<DuplicateMatch[]> {
  const phone = phoneKey(info.phone);
  const email = info.email?.toLowerCase() ?? null;
  if (!phone && !email) return [];
  // No ORDER BY … LIMIT in SQL: with it Postgres may walk students by created_at instead of the two key indexes.
  const { rows } = await db.raw<{ rows: { id: string; name: string; matched_on: 'phone' | 'email'; created_at: Date }[] }>(
    `select id, personal_info->>'name' as name, created_at,
            case when personal_info->>'phone' is not null and ${PHONE_KEY_SQL} = ? then 'phone' else 'email' end as matched_on
     from students
     where deleted_at is null and id <> ?
       and ((personal_info->>'phone' is not null and ${PHONE_KEY_SQL} = ?)
         or (personal_info->>'email' is not null and ${EMAIL_KEY_SQL} = ?))`,
    [phone, id, phone, email],
  );
  return rows
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id))
    .slice(0, 10)
    .map((r) => ({ id: r.id, name: r.name, matchedOn: r.matched_on }));
}

/** Stores a flag per match; called in the create's transaction. */
export async function flagDuplicates(trx: Knex.Transaction, id: string, matches: readonly DuplicateMatch[]): Promise<void> {
  if (matches.length === 0) return;
  await trx('student_duplicate_flags')
    .insert(matches.map((m) => ({ student_id: id, duplicate_of: m.id, matched_on: m.matchedOn })))
    .onConflict(['student_id', 'duplicate_of'])
    .ignore();
}

/** The flags on `id` no one has resolved yet. */
export async function openDuplicateFlags(db: Knex, id: string): Promise<DuplicateMatch[]> {
  const rows = await db('student_duplicate_flags as f')
    .join('students as s', 's.id', 'f.duplicate_of')
    .where('f.student_id', id)
    .whereNull('f.resolved_at')
    .orderBy('f.id')
    .select<{ id: string; name: string; matched_on: 'phone' | 'email' }[]>(
      'f.duplicate_of as id',
      db.raw("s.personal_info->>'name' as name"),
      'f.matched_on',
    );
  return rows.map((r) => ({ id: r.id, name: r.name, matchedOn: r.matched_on }));
}

/** A person checked the flagged lead and keeps it as a separate student: the flags close, and the trail says who. */
export async function keepAsSeparate(db: Knex, id: string, actorId: string): Promise<void> {
  await db.transaction(async (trx) => {
    if (!(await isLiveStudent(trx, id))) throw recordNotFound('student');
    const open = await openDuplicateFlags(trx, id);
    if (open.length === 0) return; // already resolved: nothing to record twice
    await trx('student_duplicate_flags')
      .where({ student_id: id })
      .whereNull('resolved_at')
      .update({ resolved_at: trx.fn.now(), resolved_by: actorId, resolution: 'keep' });
    await recordActivity(trx, {
      actorId,
      entity: 'student',
      entityId: id,
      action: 'duplicate_kept',
      before: { possibleDuplicateOf: open },
      after: { possibleDuplicateOf: [] },
    });
  });
}
