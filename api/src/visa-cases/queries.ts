import type { Knex } from 'knex';
import type { VisaCase, VisaCaseListQuery, VisaCasePage, VisaStatus } from '../contract';
import { afterCursor, cursorAtColumn, decodeCursor, toPage } from '../http/paging';
import { statusCounts } from '../http/status-counts';

export type VisaCaseRow = {
  id: string;
  student_id: string;
  student_name: string | null;
  visa_type: string;
  status: VisaStatus;
  appointment_date: Date | null;
  requirements: string[];
  assigned_officer: string | null;
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
      'v.created_at',
      'v.updated_at',
      'v.version',
    );
}

type Filters = Pick<VisaCaseListQuery, 'status' | 'studentId'>;

function matching(db: Knex, { status, studentId }: Filters): Knex.QueryBuilder {
  const query = db('visa_cases as v').whereNull('v.deleted_at');
  if (status) query.where('v.status', status);
  if (studentId) query.where('v.student_id', studentId);
  return query;
}

async function countForStudent(db: Knex, filters: Filters): Promise<number> {
  const [row] = await matching(db, filters).count<{ count: number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** A page of visa cases, newest first, each with its student's name. */
export async function listVisaCases(db: Knex, params: VisaCaseListQuery): Promise<VisaCasePage> {
  const filters: Filters = { status: params.status, studentId: params.studentId };
  const key = decodeCursor(params.cursor);
  const rowsQuery = withVisaCaseColumns(db, afterCursor(matching(db, filters), 'v', key))
    .select(cursorAtColumn(db, 'v.created_at'))
    .limit(params.limit + 1);
  const [rows, counts, studentTotal] = await Promise.all([
    rowsQuery as Promise<VisaCaseRow[]>,
    statusCounts<VisaStatus>(db, 'visa_cases'),
    filters.studentId ? countForStudent(db, filters) : undefined,
  ]);
  const total = studentTotal ?? (filters.status ? (counts.byStatus[filters.status] ?? 0) : counts.all);
  return { ...toPage(rows, params.limit, toVisaCase), total, totalAll: counts.all, statusCounts: counts.byStatus };
}
