import type { Knex } from 'knex';
import { can, type AdminRole, type StudentDetail } from '@contract';
import { toApplication, withApplicationColumns, type ApplicationRow } from '../applications/queries';
import { toVisaCase, withVisaCaseColumns, type VisaCaseRow } from '../visa-cases/queries';
import { openDuplicateFlags } from './duplicates';
import { readStudent } from './write-queries';

/** The profile page: the student, open duplicate flags, and the applications and visa cases the role may read. */
export async function getStudentDetail(db: Knex, id: string, role: AdminRole): Promise<StudentDetail | undefined> {
  const student = await readStudent(db, id);
  if (!student) return undefined;
  const newestFirst = [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ] as const;
  const [possibleDuplicateOf, applications, visaCases] = await Promise.all([
    openDuplicateFlags(db, id),
    can(role, 'applications:read')
      ? (withApplicationColumns(db, db('applications as a').where('a.student_id', id).whereNull('a.deleted_at'))
          .orderBy(newestFirst.map((o) => ({ ...o, column: `a.${o.column}` }))) as Promise<ApplicationRow[]>)
      : null,
    can(role, 'visas:read')
      ? (withVisaCaseColumns(db, db('visa_cases as v').where('v.student_id', id).whereNull('v.deleted_at'))
          .orderBy(newestFirst.map((o) => ({ ...o, column: `v.${o.column}` }))) as Promise<VisaCaseRow[]>)
      : null,
  ]);
  return {
    student,
    possibleDuplicateOf,
    applications: applications?.map(toApplication) ?? null,
    visaCases: visaCases?.map(toVisaCase) ?? null,
  };
}
