// Who writes what (issue 25 finding 3): the write side of the read table (read-scopes.ts). A role changes only the
// fields it reads, so it can neither overwrite what it cannot see nor learn it by writing. One exception the product
// relies on: a lead typed at a fair (fair mode) carries the contact details its maker types once and then no longer
// reads. The server enforces this table (api/src/students/write-scope.ts, the applications' fee rule) and the web
// app hides the fields a role cannot change; docs/SECURITY.md shows it, checked by read-scopes-doc.test.ts.
import { mayRead, READ_FIELDS, type ReadField } from './read-scopes';
import { can } from './permissions';
import type { AdminRole } from './enums';

export type WriteOperation = 'create' | 'update';

/** The fields of a student a write can set (its date of birth and owner name are not among them). */
export const STUDENT_WRITE_FIELDS = [
  'name',
  'phone',
  'email',
  'country',
  'fieldOfStudy',
  'destinationCity',
  'priority',
  'stage',
  'tags',
  'assignedCounselor',
  'preferredLanguage',
] as const satisfies readonly ReadField<'students'>[];
export type StudentWriteField = (typeof STUDENT_WRITE_FIELDS)[number];

/** A lead's contact details: a role with students:write may set them when it creates the lead, read them or not. */
export const CREATE_WITHOUT_READ: readonly ReadField<'students'>[] = ['phone', 'email'];

/** An application's money: set by the roles with fees:write (finance records fees), on a create only with applications:write too. */
export const APPLICATION_MONEY_FIELDS = ['applicationFee', 'feeStatus'] as const satisfies readonly ReadField<'applications'>[];

type WritableEntity = 'students' | 'applications';

/** Whether `role` may set `field` of `entity` on a create or an update. */
export function mayWrite<E extends WritableEntity>(role: AdminRole, entity: E, field: ReadField<E>, operation: WriteOperation): boolean {
  if (entity === 'students') {
    const f = field as ReadField<'students'>;
    if (!can(role, 'students:write') || !(STUDENT_WRITE_FIELDS as readonly string[]).includes(f)) return false;
    return mayRead(role, 'students', f) || (operation === 'create' && CREATE_WITHOUT_READ.includes(f));
  }
  const f = field as ReadField<'applications'>;
  if ((APPLICATION_MONEY_FIELDS as readonly string[]).includes(f)) {
    return can(role, 'fees:write') && (operation === 'update' || can(role, 'applications:write'));
  }
  return can(role, 'applications:write') && mayRead(role, 'applications', f);
}

/**
 * The fields of a student a write names that the role may not set, alphabetically (empty: all allowed): the ones it
 * does not read, and the ones no write sets (a date of birth, an owner's name), which would otherwise be dropped
 * without a word.
 */
export function refusedStudentFields(role: AdminRole, fields: Iterable<string>, operation: WriteOperation): ReadField<'students'>[] {
  const sent = new Set(fields);
  return READ_FIELDS.students.filter((field) => sent.has(field) && !mayWrite(role, 'students', field, operation)).sort();
}

/** "Your role cannot change: email, phone." */
export const writeRefusal = (fields: readonly string[]) => `Your role cannot change: ${fields.join(', ')}.`;
