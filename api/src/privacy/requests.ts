// Erasure requests (docs/PRIVACY.md): queued by the student (the portal) or by staff on a verbal request, approved
// or refused by super_admin and admissions_lead.
import type { Knex } from 'knex';
import type { AdminErasureRequest, ErasureStatus, PortalErasureRequest } from '@contract';
import { ConflictError, recordNotFound, RefusedError } from '../data/errors';
import { eraseStudent } from './erase';

type RequestRow = {
  id: string;
  student_id: string;
  status: ErasureStatus;
  reason: string | null;
  requested_by: 'student' | 'staff';
  created_at: Date;
  decided_at: Date | null;
  refusal_reason: string | null;
};

const toPortal = (r: RequestRow): PortalErasureRequest => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  requestedAt: r.created_at.toISOString(),
  decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
  refusalReason: r.refusal_reason,
});

/** The student's requests, newest first. */
export async function requestsOf(db: Knex, studentId: string): Promise<PortalErasureRequest[]> {
  const rows = await db<RequestRow>('erasure_requests').where({ student_id: studentId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
  return rows.map(toPortal);
}

/**
 * Queues a request; while one is pending, asking again answers that one (created false). The student must be live
 * and not erased already.
 */
export async function queueRequest(
  db: Knex,
  r: { studentId: string; reason: string | null; by: 'student' | 'staff'; adminId?: string },
): Promise<{ request: PortalErasureRequest; created: boolean }> {
  return db.transaction(async (trx) => {
    const student = await trx('students').where({ id: r.studentId }).whereNull('deleted_at').forUpdate().first<{ erased_at: Date | null } | undefined>('erased_at');
    if (!student) throw recordNotFound('student');
    if (student.erased_at) throw new ConflictError('This student was erased already.', {});
    const pending = await trx<RequestRow>('erasure_requests').where({ student_id: r.studentId, status: 'pending' }).first();
    if (pending) return { request: toPortal(pending), created: false };
    const [row] = await trx('erasure_requests')
      .insert({ student_id: r.studentId, reason: r.reason, requested_by: r.by, requested_by_admin: r.adminId ?? null })
      .returning<RequestRow[]>('*');
    return { request: toPortal(row!), created: true };
  });
}

/** Every request, pending first, then newest first, with what staff need to decide. */
export async function listRequests(db: Knex, status?: ErasureStatus): Promise<AdminErasureRequest[]> {
  const q = db('erasure_requests as r')
    .join('students as s', 's.id', 'r.student_id')
    .leftJoin('admin_users as d', 'd.id', 'r.decided_by')
    .select<(RequestRow & { name: string; country: string | null; stage: string; decided_by_name: string | null; open_cases: string })[]>(
      'r.*',
      db.raw("s.personal_info->>'name' as name"),
      db.raw("s.personal_info->>'country' as country"),
      's.stage',
      'd.full_name as decided_by_name',
      db.raw(
        `(select count(*) from visa_cases v where v.student_id = s.id and v.deleted_at is null and v.status not in ('approved', 'rejected'))
         + (select count(*) from applications a where a.student_id = s.id and a.deleted_at is null and a.status not in ('rejected')) as open_cases`,
      ),
    )
    .orderByRaw("(r.status = 'pending') desc, r.created_at desc, r.id")
    .limit(500);
  if (status) void q.where('r.status', status);
  const rows = await q;
  return rows.map((r) => ({
    ...toPortal(r),
    studentId: r.student_id,
    studentName: r.name,
    studentCountry: r.country,
    stage: r.stage,
    requestedBy: r.requested_by,
    openCases: Number(r.open_cases),
    decidedByName: r.decided_by_name,
  }));
}

/** Locks the request; a decided one is a 409 (a second approval erases nothing twice and says who decided). */
async function pendingRequest(trx: Knex.Transaction, id: string): Promise<RequestRow> {
  const row = await trx<RequestRow>('erasure_requests').where({ id }).forUpdate().first();
  if (!row) throw recordNotFound('erasure request');
  if (row.status !== 'pending') {
    throw new ConflictError(`This request was ${row.status} already${row.decided_at ? ` on ${row.decided_at.toISOString().slice(0, 10)}` : ''}.`, {
      current: toPortal(row),
    });
  }
  return row;
}

/**
 * Approves and erases in one transaction; answers the storage keys of the student's files for the caller to remove
 * after the commit.
 */
export async function approveRequest(db: Knex, id: string, actorId: string, now = new Date()): Promise<{ request: PortalErasureRequest; keys: string[] }> {
  return db.transaction(async (trx) => {
    const row = await pendingRequest(trx, id);
    const student = await trx('students').where({ id: row.student_id }).first<{ deleted_at: Date | null } | undefined>('deleted_at');
    // A student merged into another since the request: the person is the kept record now.
    if (student?.deleted_at) throw new RefusedError('This student was merged into another record: erase that one instead.');
    const keys = await eraseStudent(trx, { studentId: row.student_id, actorId, requestId: id, now });
    const [after] = await trx('erasure_requests')
      .where({ id })
      .update({ status: 'approved', decided_by: actorId, decided_at: now, reason: null })
      .returning<RequestRow[]>('*');
    return { request: toPortal(after!), keys };
  });
}

export async function refuseRequest(db: Knex, id: string, actorId: string, reason: string): Promise<PortalErasureRequest> {
  return db.transaction(async (trx) => {
    await pendingRequest(trx, id);
    const [after] = await trx('erasure_requests')
      .where({ id })
      .update({ status: 'refused', decided_by: actorId, decided_at: trx.fn.now(), refusal_reason: reason })
      .returning<RequestRow[]>('*');
    return toPortal(after!);
  });
}
