import type { Knex } from 'knex';
import type { ChecklistItem, DocumentStatus, ReviewDocument } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { RefusedError, recordNotFound } from '../data/errors';
import { buildChecklist, checklistTypes, type DocumentSummary } from './checklist';
import { onDocumentReviewed } from '../notifications/events';

export type DocumentRow = {
  id: string;
  student_id: string;
  type: string;
  file_name: string;
  size: string | number;
  content_type: string;
  sha256: string;
  storage_key: string;
  /** The file key, wrapped by the master key key_id names; null for a file not yet sealed (./seal-existing.ts). */
  wrapped_key: string | null;
  key_id: string | null;
  status: DocumentStatus;
  reason: string | null;
  version: number;
};

const summary = (r: DocumentRow): DocumentSummary => ({
  id: r.id,
  type: r.type,
  fileName: r.file_name,
  size: Number(r.size),
  status: r.status,
  reason: r.reason,
});

/** The checklist types of a student: the fixed ones and what their live applications require. */
export async function studentChecklistTypes(db: Knex, studentId: string): Promise<{ type: string; label: string }[]> {
  const rows = await db('applications')
    .where({ student_id: studentId })
    .whereNull('deleted_at')
    .orderBy('application_date')
    .orderBy('id')
    .select<{ requirements: string[] }[]>('requirements');
  return checklistTypes(rows.flatMap((r) => r.requirements));
}

export async function studentChecklist(db: Knex, studentId: string): Promise<{ items: ChecklistItem[] }> {
  const [types, documents] = await Promise.all([
    studentChecklistTypes(db, studentId),
    db<DocumentRow>('documents').where({ student_id: studentId }).select('*'),
  ]);
  return { items: buildChecklist(types, documents.map(summary)) };
}

export async function findDocument(db: Knex, id: string): Promise<DocumentRow | undefined> {
  return db<DocumentRow>('documents').where({ id }).first();
}

export type NewDocument = {
  studentId: string;
  type: string;
  fileName: string;
  size: number;
  contentType: string;
  sha256: string;
  storageKey: string;
  wrappedKey: string;
  keyId: string;
  uploadedByPortalAccount: string;
};

/**
 * Records a finished upload as the student's document of its type, replacing the one before (its state starts
 * again at uploaded). Answers the storage key the replaced row pointed to, for the caller to remove.
 */
export async function recordUpload(db: Knex, d: NewDocument): Promise<{ id: string; replacedKey?: string }> {
  return db.transaction(async (trx) => {
    const columns = {
      file_name: d.fileName,
      size: d.size,
      content_type: d.contentType,
      sha256: d.sha256,
      storage_key: d.storageKey,
      wrapped_key: d.wrappedKey,
      key_id: d.keyId,
      uploaded_by_portal_account: d.uploadedByPortalAccount,
      uploaded_by_admin: null,
      status: 'uploaded',
      reason: null,
      reviewed_by: null,
      reviewed_at: null,
      updated_at: trx.fn.now(),
    };
    const previous = await trx<DocumentRow>('documents').where({ student_id: d.studentId, type: d.type }).forUpdate().first();
    if (previous) {
      await trx('documents').where({ id: previous.id }).update({ ...columns, version: previous.version + 1 });
      return { id: previous.id, replacedKey: previous.storage_key === d.storageKey ? undefined : previous.storage_key };
    }
    const [row] = await trx('documents')
      .insert({ ...columns, student_id: d.studentId, type: d.type })
      .returning<{ id: string }[]>('id');
    return { id: row!.id };
  });
}

/** Staff verify or reject a document; the student's timeline records it (document_reviewed). */
export async function reviewDocument(db: Knex, id: string, review: ReviewDocument, actorId: string): Promise<DocumentRow> {
  return db.transaction(async (trx) => {
    const before = await trx<DocumentRow>('documents').where({ id }).forUpdate().first();
    if (!before || !(await trx('students').where({ id: before.student_id }).whereNull('deleted_at').first('id'))) {
      throw recordNotFound('document');
    }
    if (review.status === 'rejected' && !review.reason) throw new RefusedError('Say why the document is rejected.');
    const [after] = await trx('documents')
      .where({ id })
      .update({
        status: review.status,
        reason: review.status === 'rejected' ? review.reason! : null,
        reviewed_by: actorId,
        reviewed_at: trx.fn.now(),
        version: before.version + 1,
        updated_at: trx.fn.now(),
      })
      .returning<DocumentRow[]>('*');
    const shown = (r: DocumentRow) => ({ documentType: r.type, fileName: r.file_name, status: r.status, reason: r.reason, version: r.version });
    await recordActivity(trx, {
      actorId,
      entity: 'student',
      entityId: before.student_id,
      action: 'document_reviewed',
      before: shown(before),
      after: shown(after!),
    });
    await onDocumentReviewed(trx, after!);
    return after!;
  });
}

/**
 * A merged lead's documents: those of a type the kept student lacks move to it, the rest are dropped. Call it in the
 * merge's transaction; it answers the storage keys of the dropped rows, to remove once the merge is committed.
 */
export async function moveDocumentsOnMerge(trx: Knex.Transaction, from: string, into: string): Promise<string[]> {
  await trx.raw(
    `update documents d set student_id = ?, updated_at = now() where d.student_id = ?
       and not exists (select 1 from documents k where k.student_id = ? and k.type = d.type)`,
    [into, from, into],
  );
  const dropped = await trx('documents').where({ student_id: from }).del().returning<{ storage_key: string }[]>('storage_key');
  return dropped.map((r) => r.storage_key);
}
