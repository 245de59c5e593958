// Erasing a student (docs/PRIVACY.md, "Erasure"): every personal field goes, the record stays for the figures.
import type { Knex } from 'knex';
import { ERASED_STUDENT_NAME } from '@contract';
import type { Logger } from 'pino';
import type { DocumentStorage } from '../documents/storage';
import { invalidateFigures } from '../data/figures-cache';

export type Erasure = {
  studentId: string;
  /** The staff member who approved; null for the retention job. */
  actorId: string | null;
  /** The request approved; null for the retention job. */
  requestId: string | null;
  now: Date;
};

/** The duplicates merged into a student: their soft-deleted rows still hold what the person gave. */
async function mergedDuplicates(trx: Knex, studentId: string): Promise<string[]> {
  const rows = await trx('activity_log')
    .where({ entity: 'student', action: 'merged' })
    .whereRaw("after->>'mergedInto' = ?", [studentId])
    .distinct<{ entity_id: string }[]>('entity_id');
  return rows.map((r) => r.entity_id).filter((id) => id !== studentId);
}

/**
 * Erases the student (and any duplicate merged into them) inside the caller's transaction; answers the storage keys
 * of their files, for the caller to remove once the transaction has committed (a file removed before a rollback
 * could not be given back). Kept: the row as "Erased student" with its country, stage, priority, owner and dates,
 * its applications and visa cases (no personal field of theirs), the consent rows (withdrawn, no personal data), and
 * one timeline entry "Erased on … by …, request …".
 */
export async function eraseStudent(trx: Knex.Transaction, e: Erasure): Promise<string[]> {
  const ids = [e.studentId, ...(await mergedDuplicates(trx, e.studentId))];
  const students = await trx('students').whereIn('id', ids).forUpdate().select<{ id: string; personal_info: { country?: string }; version: number }[]>('id', 'personal_info', 'version');
  for (const s of students) {
    const personalInfo: Record<string, string> = { name: ERASED_STUDENT_NAME };
    if (typeof s.personal_info.country === 'string') personalInfo.country = s.personal_info.country;
    await trx('students')
      .where({ id: s.id })
      .update({
        personal_info: JSON.stringify(personalInfo),
        field_of_study: null,
        destination_city: null,
        tags: [],
        satisfaction_rating: null,
        erased_at: e.now,
        version: s.version + 1,
        updated_at: e.now,
      });
  }
  const keys = [
    ...(await trx('documents').whereIn('student_id', ids).pluck<string[]>('storage_key')),
    ...(await trx('unfinished_uploads').whereIn('student_id', ids).pluck<string[]>('id')),
  ];
  const messageIds = await trx('student_messages').whereIn('student_id', ids).pluck<string[]>('id');
  const staffTaskIds = await trx('staff_tasks').whereIn('student_id', ids).pluck<string[]>('id');
  const matchIds = (await trx('mentor_matches').whereIn('student_id', ids).pluck<number[]>('id')).map(String);
  const caseIds = [
    ...(await trx('applications').whereIn('student_id', ids).pluck<string[]>('id')),
    ...(await trx('visa_cases').whereIn('student_id', ids).pluck<string[]>('id')),
  ];
  const emails = await trx('enquiries').whereIn('student_id', ids).whereNotNull('email').pluck<string[]>('email');
  const own = students.map((s) => s.personal_info as { email?: unknown }).flatMap((p) => (typeof p.email === 'string' ? [p.email] : []));

  // What the person wrote or was told, and what was written about them.
  await trx('enquiries')
    .whereIn('student_id', ids)
    .update({ name: null, phone: null, email: null, field_of_study: null, message: null, intake: null });
  // Notes and staff tasks are synced to staff devices, which learn of a removal by its tombstone (deleted_at, a newer
  // updated_at): emptied and tombstoned rather than deleted, so no device keeps their text. The cases are touched so
  // the devices pull them again with the erased name.
  await trx('student_notes')
    .whereIn('student_id', ids)
    .update({ body: '', outcome: null, deleted_at: e.now, updated_at: e.now, version: trx.raw('version + 1') });
  await trx('staff_tasks')
    .whereIn('student_id', ids)
    .update({ title: '', deleted_at: e.now, updated_at: e.now, version: trx.raw('version + 1') });
  for (const table of ['applications', 'visa_cases']) {
    await trx(table).whereIn('student_id', ids).update({ updated_at: e.now, version: trx.raw('version + 1') });
  }
  await trx('student_messages').whereIn('student_id', ids).delete();
  await trx('student_tasks').whereIn('student_id', ids).delete();
  await trx('mentor_matches').whereIn('student_id', ids).delete();
  await trx('mentors').whereIn('student_id', ids).update({ student_id: null });
  await trx('student_duplicate_flags').where((q) => q.whereIn('student_id', ids).orWhereIn('duplicate_of', ids)).delete();
  await trx('documents').whereIn('student_id', ids).delete();
  await trx('unfinished_uploads').whereIn('student_id', ids).delete();
  await trx('document_access_log').whereIn('student_id', ids).delete();
  // The portal account goes, and with it (on delete cascade) every session of it.
  await trx('portal_invites').whereIn('student_id', ids).delete();
  await trx('portal_accounts').whereIn('student_id', ids).delete();
  // The notification outbox (20261129090000_notifications) holds the student's notices by recipient id.
  if (await trx.schema.hasTable('notifications')) {
    await trx('notifications').where({ recipient_type: 'student' }).whereIn('recipient_id', ids).delete();
  }
  const addresses = [...new Set([...emails, ...own].map((a) => a.toLowerCase()))];
  // The student's own consent rows stay (withdrawn below); the subscriber rows of their addresses go.
  await trx('consents').whereIn('student_id', ids).update({ newsletter_subscriber_id: null });
  if (addresses.length) await trx('newsletter_subscribers').whereRaw('lower(email) = any(?)', [addresses]).delete();
  await trx('consents').whereIn('student_id', ids).whereNull('withdrawn_at').update({ withdrawn_at: e.now });
  await trx('erasure_requests').whereIn('student_id', ids).update({ reason: null });

  // The audit trail held the record before and after each write: the student's entries go, their cases' entries
  // keep what changed (statuses, dates) without the copies of the record.
  await trx('activity_log').where({ entity: 'student' }).whereIn('entity_id', ids).delete();
  if (messageIds.length) await trx('activity_log').where({ entity: 'student_message' }).whereIn('entity_id', messageIds).delete();
  if (staffTaskIds.length) await trx('activity_log').where({ entity: 'task' }).whereIn('entity_id', staffTaskIds).delete();
  if (matchIds.length) await trx('activity_log').where({ entity: 'mentor_match' }).whereIn('entity_id', matchIds).delete();
  if (caseIds.length) {
    await trx('activity_log').whereIn('entity', ['application', 'visa_case']).whereIn('entity_id', caseIds).update({ before: null, after: null });
  }
  await trx('activity_log').insert({
    actor_id: e.actorId,
    entity: 'student',
    entity_id: e.studentId,
    action: 'erased',
    changes: JSON.stringify({
      erasedOn: { from: null, to: e.now.toISOString().slice(0, 10) },
      request: { from: null, to: e.requestId ?? 'retention' },
    }),
    created_at: e.now,
  });
  return keys;
}

/** Removes the erased student's files after the commit: a file already gone is no error, another failure is logged. */
export async function removeFiles(storage: DocumentStorage, keys: string[], logger: Pick<Logger, 'error'>): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (err) {
      logger.error({ err, key }, 'an erased student file could not be removed');
    }
  }
}

/** After an erasure: the figures' cache forgets the counts that named the student. */
export function afterErasure(db: Knex): void {
  invalidateFigures(db);
}
