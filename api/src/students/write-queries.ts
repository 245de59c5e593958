import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CURRENT_CONSENT_TEXT,
  applyStudentChanges,
  studentFromCreate,
  type CreatedStudent,
  type CreateStudent,
  type Student,
  type UpdateStudent,
} from '@contract';
import { assertAssignable } from '../crm-writes/references';
import { eventForLead } from '../events/queries';
import { insertOnce, toColumns, updateVersioned } from '../crm-writes/versioned';
import { recordConsent } from '../privacy/consents';
import { onStudentChanged, onStudentCreated } from '../staff-tasks/rules';
import { onLeadAssigned } from '../notifications/events';
import { findDuplicates, flagDuplicates, openDuplicateFlags } from './duplicates';
import { studentColumns, toStudent, type StudentRow } from './queries';

/** One live student as the API shows it. */
export async function readStudent(db: Knex, id: string): Promise<Student | undefined> {
  const row = await db('students as s')
    .where('s.id', id)
    .whereNull('s.deleted_at')
    .first<StudentRow | undefined>(...studentColumns(db));
  return row && toStudent(row);
}

const target = { entity: 'student', table: 'students', noun: 'student', read: readStudent } as const;

/** A student as the "lead assigned" notice reads it (issue 30). */
const leadOf = (s: Student, before: Student | null) => ({
  id: s.id,
  name: s.personalInfo.name,
  counselorId: s.assignedCounselor,
  previousCounselorId: before?.assignedCounselor ?? null,
  version: s.version,
});

/** Stores a new lead once per client id, flagging students it may duplicate. */
export async function createStudent(
  db: Knex,
  input: CreateStudent,
  actorId: string,
): Promise<{ student: CreatedStudent; created: boolean }> {
  const fields = studentFromCreate({ ...input, id: input.id ?? randomUUID() });
  const { id } = fields;
  // A lead credited to a fair carries the fair's name as a tag too (fair mode adds it; a client that did not, gets it).
  const event = fields.eventId ? await eventForLead(db, fields.eventId) : undefined;
  if (event && !fields.tags.some((tag) => tag.toLowerCase() === event.name.toLowerCase())) fields.tags = [...fields.tags, event.name].slice(-20);
  const { item, created } = await insertOnce(db, {
    ...target,
    actorId,
    row: { id, ...toColumns(fields, { json: ['personalInfo'] }) },
    check: async (trx) => {
      await assertAssignable(trx, 'counselor', fields.assignedCounselor);
      if (fields.eventId) await eventForLead(trx, fields.eventId); // still there
    },
    afterInsert: async (trx, student) => {
      await flagDuplicates(trx, id, await findDuplicates(trx, id, fields.personalInfo));
      // A new lead: "First contact" in 24 h (docs/PRODUCT.md §3.17).
      await onStudentCreated(trx, student, actorId);
      // Captured at a fair's stand (fair mode): the person gave their details to be contacted (docs/PRIVACY.md).
      if (fields.eventId) await recordConsent(trx, { studentId: id, purpose: 'enquiry', textVersion: CURRENT_CONSENT_TEXT.fair, source: 'fair' });
      await onLeadAssigned(trx, leadOf(student, null), actorId);
    },
  });
  return { student: { ...item, possibleDuplicateOf: await openDuplicateFlags(db, id) }, created };
}

/** Applies a change made on `patch.version`; stage moves follow the journey (contract/transitions.ts). */
export function updateStudent(db: Knex, id: string, patch: UpdateStudent, actorId: string): Promise<Student> {
  return updateVersioned(db, {
    ...target,
    actorId,
    id,
    version: patch.version,
    apply: (current) => applyStudentChanges(current, patch),
    json: ['personalInfo'],
    stateField: 'stage',
    check: async (trx, next, current) => {
      if (next.assignedCounselor !== current.assignedCounselor) await assertAssignable(trx, 'counselor', next.assignedCounselor);
    },
    afterWrite: async (trx, item, current) => {
      await onStudentChanged(trx, current, item);
      await onLeadAssigned(trx, leadOf(item, current), actorId);
    },
  });
}
