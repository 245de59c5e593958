import type { Knex } from 'knex';
import type { VisaCase, VisaStatus } from '@contract';
import { staffName } from '../data/staff-name';

export type VisaCaseRow = {
  id: string;
  student_id: string;
  student_name: string | null;
  visa_type: string;
  status: VisaStatus;
  appointment_date: Date | null;
  requirements: string[];
  assigned_officer: string | null;
  officer_name: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  cursor_at: string;
};

export const toVisaCase = (r: VisaCaseRow): VisaCase => ({
  id: r.id,
  studentId: r.student_id,
  studentName: r.student_name,
  visaType: r.visa_type,
  status: r.status,
  appointmentDate: r.appointment_date?.toISOString() ?? null,
  requirements: r.requirements,
  assignedOfficer: r.assigned_officer,
  officerName: r.officer_name,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
});

/** Joins and selects what toVisaCase reads, on a query over `visa_cases as v` (the list and the sync). */
export function withVisaCaseColumns(db: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .leftJoin('students as s', (on) => on.on('s.id', 'v.student_id').andOnNull('s.deleted_at'))
    .select(
      'v.id',
      'v.student_id',
      db.raw("s.personal_info->>'name' as student_name"),
      'v.visa_type',
      'v.status',
      'v.appointment_date',
      'v.requirements',
      'v.assigned_officer',
      staffName(db, 'v.assigned_officer', 'officer_name'),
      'v.created_at',
      'v.updated_at',
      'v.version',
    );
}
