// What one student may hold at once (docs/SECURITY.md, issue 25 finding 5; the numbers are in contract/documents.ts):
// unfinished uploads by number and announced bytes, and stored documents in all. Counted in SQL from the
// `unfinished_uploads` and `documents` tables, so it works the same with the directory and the S3 store.
import type { Knex } from 'knex';
import {
  STUDENT_DOCUMENTS_BYTES_MAX,
  UNFINISHED_UPLOAD_BYTES_MAX,
  UNFINISHED_UPLOAD_HOURS,
  UNFINISHED_UPLOADS_MAX,
} from '@contract';
import type { DocumentStorage } from './storage';

export type UploadLimits = { unfinished: number; unfinishedBytes: number; storedBytes: number };
export const UPLOAD_LIMITS: UploadLimits = {
  unfinished: UNFINISHED_UPLOADS_MAX,
  unfinishedBytes: UNFINISHED_UPLOAD_BYTES_MAX,
  storedBytes: STUDENT_DOCUMENTS_BYTES_MAX,
};

/** What the student holds: unfinished uploads (count, announced bytes) and the documents the new one does not replace. */
export type Held = { unfinished: number; unfinishedBytes: number; storedBytes: number };
/** 429: too much unfinished at once; 413: the file does not fit in the student's space. */
export type LimitRefusal = { status: 413 | 429; message: string };

const MB = 1024 * 1024;
/** Megabytes as a student reads them, rounded down so the space left is never overstated. */
const inMb = (bytes: number) => `${Math.floor((Math.max(bytes, 0) / MB) * 10) / 10} MB`;
const FINISH_OR_CANCEL = `Finish or cancel one of them, then try again: choosing the same file again for the same document finishes it, and signing out cancels those started on this device. Unfinished uploads are removed after ${UNFINISHED_UPLOAD_HOURS} hours.`;

/** Whether a new upload of `size` bytes is refused, and the sentence the student sees. */
export function uploadRefusal(held: Held, size: number, limits: UploadLimits = UPLOAD_LIMITS): LimitRefusal | undefined {
  if (held.unfinished >= limits.unfinished) {
    return { status: 429, message: `You have ${held.unfinished} uploads that are not finished. ${FINISH_OR_CANCEL}` };
  }
  if (held.unfinishedBytes + size > limits.unfinishedBytes) {
    return { status: 429, message: `Your unfinished uploads already hold ${inMb(held.unfinishedBytes)} of the ${inMb(limits.unfinishedBytes)} allowed at once. ${FINISH_OR_CANCEL}` };
  }
  const left = limits.storedBytes - held.storedBytes - held.unfinishedBytes;
  if (size > left) {
    return {
      status: 413,
      message: `There is not enough space for this file. Your documents can take up to ${inMb(limits.storedBytes)} in all and ${inMb(left)} is left. Choose a smaller scan or photo, or ask your counselor for help.`,
    };
  }
  return undefined;
}

const unexpired = (db: Knex) => db.raw('now() - make_interval(hours => ?)', [UNFINISHED_UPLOAD_HOURS]);

/**
 * Counts what the student holds and, within the limits, records the new unfinished upload; answers the refusal
 * otherwise. One student's uploads are counted one at a time (an advisory lock), so parallel requests cannot pass.
 */
export async function reserveUnfinishedUpload(db: Knex, u: { id: string; studentId: string; type: string; size: number }): Promise<LimitRefusal | undefined> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`unfinished_uploads:${u.studentId}`]);
    const unfinished = await trx('unfinished_uploads')
      .where({ student_id: u.studentId })
      .where('created_at', '>', unexpired(trx))
      .first<{ count: number; bytes: string }>(trx.raw('count(*)::int as count'), trx.raw('coalesce(sum(size), 0)::text as bytes'));
    // The document of the same type is replaced when this upload finishes: its space counts as free for it.
    const stored = await trx('documents')
      .where({ student_id: u.studentId })
      .whereNot({ type: u.type })
      .first<{ bytes: string }>(trx.raw('coalesce(sum(size), 0)::text as bytes'));
    const refusal = uploadRefusal(
      { unfinished: unfinished.count, unfinishedBytes: Number(unfinished.bytes), storedBytes: Number(stored.bytes) },
      u.size,
    );
    if (!refusal) await trx('unfinished_uploads').insert({ id: u.id, student_id: u.studentId, size: u.size });
    return refusal;
  });
}

/** The upload is finished (now a document, or refused and removed) or cancelled: it no longer holds a place. */
export async function forgetUnfinishedUpload(db: Knex, id: string): Promise<void> {
  await db('unfinished_uploads').where({ id }).del();
}

/**
 * Removes the bytes of unfinished uploads past their 24 hours (tus already answers 410 for them), for either store.
 * An hour's grace covers an upload finishing as it expires; one that became a document keeps its sealed file. Not tus's
 * own sweep: the file store's compares the size with the offset it wrote at creation, so it took finished documents.
 */
export async function sweepUnfinishedUploads(db: Knex, storage: DocumentStorage): Promise<number> {
  const expired = await db('unfinished_uploads as u')
    .where('u.created_at', '<', db.raw('now() - make_interval(hours => ?)', [UNFINISHED_UPLOAD_HOURS + 1]))
    .select<{ id: string; finished: boolean }[]>('u.id', db.raw('exists (select 1 from documents d where d.storage_key = u.id) as finished'));
  let removed = 0;
  let failure: unknown;
  for (const upload of expired) {
    try {
      // A finished one keeps its sealed file; any plain bytes left of it in staging go.
      await (upload.finished ? storage.removeStaged(upload.id) : storage.remove(upload.id));
      await forgetUnfinishedUpload(db, upload.id);
      if (!upload.finished) removed += 1;
    } catch (err) {
      // Kept for the next sweep; the others still go now.
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return removed;
}
