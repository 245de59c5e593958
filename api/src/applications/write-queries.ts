import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  type Application,
  type ApplicationStatus,
  type CreateApplication,
  type UpdateApplication,
} from '@contract';
import { assertLiveStudent, today } from '../crm-writes/references';
import { insertOnce, updateVersioned } from '../crm-writes/versioned';
import { toApplication, withApplicationColumns, type ApplicationRow } from './queries';

/** Statuses that are a university's decision: reaching one records the decision date, if none was given. */
const DECIDED: readonly ApplicationStatus[] = ['conditional_offer', 'unconditional_offer', 'rejected'];

export async function readApplication(db: Knex, id: string): Promise<Application | undefined> {
  const query = withApplicationColumns(db, db('applications as a').where('a.id', id).whereNull('a.deleted_at'));
  const row = (await query.first()) as ApplicationRow | undefined;
  return row && toApplication(row);
}

const target = { entity: 'application', table: 'applications', noun: 'application', read: readApplication } as const;

export function createApplication(db: Knex, input: CreateApplication, actorId: string) {
  return insertOnce(db, {
    ...target,
    actorId,
    row: {
      id: input.id ?? randomUUID(),
      student_id: input.studentId,
      university_id: input.universityId,
      program: input.program,
      status: input.status,
      application_date: input.applicationDate ?? today(),
      deadline_date: input.deadlineDate,
      decision_date: input.decisionDate ?? (DECIDED.includes(input.status) ? today() : null),
      requirements: input.requirements,
      application_fee: input.applicationFee,
      fee_status: input.feeStatus,
    },
    check: (trx) => assertLiveStudent(trx, input.studentId),
  });
}

type RawApplication = { version: number; status: ApplicationStatus; decision_date: string | null } & Record<string, unknown>;

export function updateApplication(db: Knex, id: string, patch: UpdateApplication, actorId: string): Promise<Application> {
  return updateVersioned<RawApplication, Application>(db, {
    ...target,
    actorId,
    id,
    version: patch.version,
    columns: (raw) => {
      const columns: Record<string, unknown> = {};
      if (patch.universityId !== undefined) columns.university_id = patch.universityId;
      if (patch.program !== undefined) columns.program = patch.program;
      if (patch.status !== undefined) columns.status = patch.status;
      if (patch.applicationDate !== undefined) columns.application_date = patch.applicationDate;
      if (patch.deadlineDate !== undefined) columns.deadline_date = patch.deadlineDate;
      if (patch.decisionDate !== undefined) columns.decision_date = patch.decisionDate;
      if (patch.requirements !== undefined) columns.requirements = patch.requirements;
      if (patch.applicationFee !== undefined) columns.application_fee = patch.applicationFee;
      if (patch.feeStatus !== undefined) columns.fee_status = patch.feeStatus;
      const decided = patch.status !== undefined && patch.status !== raw.status && DECIDED.includes(patch.status);
      if (decided && patch.decisionDate === undefined && raw.decision_date === null) columns.decision_date = today();
      return columns;
    },
    stateColumn: 'status',
  });
}
