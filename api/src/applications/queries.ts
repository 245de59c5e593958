import type { Knex } from 'knex';
import type { Application, ApplicationStatus } from '@contract';
import { staffName } from '../data/staff-name';

export type ApplicationRow = {
  id: string;
  student_id: string;
  student_name: string | null;
  university_id: number;
  university_name: string | null;
  program: string;
  status: ApplicationStatus;
  application_date: string;
  deadline_date: string | null;
  decision_date: string | null;
  requirements: string[];
  application_fee: number | null;
  fee_status: string | null;
  assigned_owner: string | null;
  owner_name: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  cursor_at: string;
};

export const toApplication = (r: ApplicationRow): Application => ({
  id: r.id,
  studentId: r.student_id,
  studentName: r.student_name,
  universityId: r.university_id,
  universityName: r.university_name,
  program: r.program,
  status: r.status,
  applicationDate: r.application_date,
  deadlineDate: r.deadline_date,
  decisionDate: r.decision_date,
  requirements: r.requirements,
  applicationFee: r.application_fee,
  feeStatus: r.fee_status,
  assignedOwner: r.assigned_owner,
  ownerName: r.owner_name,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
});

/** Joins and selects what toApplication reads, on a query over `applications as a` (the list and the sync). */
export function withApplicationColumns(db: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return (
    query
      // A student who was removed leaves the name empty: the screen says 'Unknown Student'.
      .leftJoin('students as s', (on) => on.on('s.id', 'a.student_id').andOnNull('s.deleted_at'))
      .leftJoin('universities as u', 'u.id', 'a.university_id')
      .select(
        'a.id',
        'a.student_id',
        db.raw("s.personal_info->>'name' as student_name"),
        'a.university_id',
        'u.name as university_name',
        'a.program',
        'a.status',
        'a.application_date',
        'a.deadline_date',
        'a.decision_date',
        'a.requirements',
        'a.application_fee',
        'a.fee_status',
        'a.assigned_owner',
        staffName(db, 'a.assigned_owner', 'owner_name'),
        'a.created_at',
        'a.updated_at',
        'a.version',
      )
  );
}
