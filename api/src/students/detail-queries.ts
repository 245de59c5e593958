import type { Knex } from 'knex';
import { applicationFor, can, mayRead, studentFor, visaCaseFor, type StudentDetail } from '@contract';
import { outsideScope, type ScopeViewer } from '../data/row-scope';
import { applicationRecord } from '../applications/application-record';
import { caseRecordsOfStudent } from '../case-records/case-record';
import { studentEnquiry } from '../enquiries/student-enquiry';
import { consentsOf } from '../privacy/consents';
import { visaCaseRecord } from '../visa-cases/visa-case-record';
import { openDuplicateFlags } from './duplicates';
import { readStudent } from './write-queries';
import { duplicatesFor } from './write-scope';

/** The profile page (the student in the viewer's row scope: requireAdmin checked it): the student, open duplicate flags, the website enquiry that made the lead, and the applications and visa cases the viewer may read (their row scope), each with the fields it may read. */
export async function getStudentDetail(db: Knex, id: string, viewer: ScopeViewer): Promise<StudentDetail | undefined> {
  const { role } = viewer;
  const student = await readStudent(db, id);
  if (!student) return undefined;
  const [possibleDuplicateOf, applications, visaCases, enquiry, consents] = await Promise.all([
    openDuplicateFlags(db, id),
    can(role, 'applications:read') ? caseRecordsOfStudent(db, applicationRecord.rows, id, viewer) : null,
    can(role, 'visas:read') ? caseRecordsOfStudent(db, visaCaseRecord.rows, id, viewer) : null,
    studentEnquiry(db, id, role),
    mayRead(role, 'students', 'consents') ? consentsOf(db, id) : undefined,
  ]);
  const outside = await outsideScope(db, viewer, possibleDuplicateOf.map((m) => m.id));
  // Each record as the role may read it (contract/read-scopes.ts).
  return {
    student: studentFor(role, student),
    ...duplicatesFor(role, possibleDuplicateOf, outside),
    applications: applications && applications.map((a) => applicationFor(role, a)),
    visaCases: visaCases && visaCases.map((v) => visaCaseFor(role, v)),
    enquiry,
    ...(consents ? { consents } : {}),
  };
}
