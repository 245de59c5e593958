import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  type CreatedStudent,
  type CreateStudent,
  type PersonalInfo,
  type Student,
  type UpdateStudent,
} from '@contract';
import { insertOnce, updateVersioned } from '../crm-writes/versioned';
import { findDuplicates, flagDuplicates, openDuplicateFlags } from './duplicates';
import { STUDENT_COLUMNS, toStudent, type StudentRow } from './queries';

/** One live student as the API shows it. */
export async function readStudent(db: Knex, id: string): Promise<Student | undefined> {
  const row = await db('students as s')
    .where('s.id', id)
    .whereNull('s.deleted_at')
    .first<StudentRow | undefined>(...STUDENT_COLUMNS);
  return row && toStudent(row);
}

const CONTACT_FIELDS = ['phone', 'email', 'country'] as const;

/** personal_info with the sent fields applied: null removes a field, undefined keeps it. */
function withContact(base: PersonalInfo, change: Partial<Record<'name' | (typeof CONTACT_FIELDS)[number], string | null>>): PersonalInfo {
  const info: Record<string, unknown> = { ...base };
  if (change.name) info.name = change.name;
  for (const key of CONTACT_FIELDS) {
    const value = change[key];
    if (value === null) delete info[key];
    else if (value !== undefined) info[key] = value;
  }
  return info as PersonalInfo;
}

/** Stores a new lead once per client id, flagging students it may duplicate. */
export async function createStudent(
  db: Knex,
  input: CreateStudent,
  actorId: string,
): Promise<{ student: CreatedStudent; created: boolean }> {
  const id = input.id ?? randomUUID();
  const personalInfo = withContact({ name: input.name }, input);
  const { item, created } = await insertOnce(db, {
    entity: 'student',
    table: 'students',
    noun: 'student',
    read: readStudent,
    actorId,
    row: {
      id,
      personal_info: JSON.stringify(personalInfo),
      field_of_study: input.fieldOfStudy,
      destination_city: input.destinationCity,
      stage: input.stage,
      priority: input.priority,
      tags: input.tags,
      assigned_counselor: input.assignedCounselor ?? null,
    },
    afterInsert: async (trx) => flagDuplicates(trx, id, await findDuplicates(trx, id, personalInfo)),
  });
  return { student: { ...item, possibleDuplicateOf: await openDuplicateFlags(db, id) }, created };
}

type RawStudent = Omit<StudentRow, 'cursor_at'> & Record<string, unknown>;

/** Applies a change made on `patch.version`; stage moves follow the journey (contract/transitions.ts). */
export function updateStudent(db: Knex, id: string, patch: UpdateStudent, actorId: string): Promise<Student> {
  return updateVersioned<RawStudent, Student>(db, {
    entity: 'student',
    table: 'students',
    noun: 'student',
    read: readStudent,
    actorId,
    id,
    version: patch.version,
    jsonColumns: ['personal_info'],
    columns: (raw) => {
      const columns: Record<string, unknown> = {};
      if (patch.name !== undefined || CONTACT_FIELDS.some((key) => patch[key] !== undefined)) {
        columns.personal_info = withContact(raw.personal_info, patch);
      }
      if (patch.fieldOfStudy !== undefined) columns.field_of_study = patch.fieldOfStudy;
      if (patch.destinationCity !== undefined) columns.destination_city = patch.destinationCity;
      if (patch.stage !== undefined) columns.stage = patch.stage;
      if (patch.priority !== undefined) columns.priority = patch.priority;
      if (patch.tags !== undefined) columns.tags = patch.tags;
      if (patch.assignedCounselor !== undefined) columns.assigned_counselor = patch.assignedCounselor;
      return columns;
    },
    stateColumn: 'stage',
  });
}
