import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  type CreateVisaCase,
  type UpdateVisaCase,
  type VisaCase,
  type VisaStatus,
} from '@contract';
import { assertLiveStudent, today } from '../crm-writes/references';
import { insertOnce, updateVersioned } from '../crm-writes/versioned';
import { toVisaCase, withVisaCaseColumns, type VisaCaseRow } from './queries';

const DECIDED: readonly VisaStatus[] = ['approved', 'rejected'];

export async function readVisaCase(db: Knex, id: string): Promise<VisaCase | undefined> {
  const query = withVisaCaseColumns(db, db('visa_cases as v').where('v.id', id).whereNull('v.deleted_at'));
  const row = (await query.first()) as VisaCaseRow | undefined;
  return row && toVisaCase(row);
}

const target = { entity: 'visa_case', table: 'visa_cases', noun: 'visa case', read: readVisaCase } as const;

/** An ISO date-time as the Date the timestamptz column compares with. */
const instant = (value: string | null): Date | null => (value ? new Date(value) : null);

export function createVisaCase(db: Knex, input: CreateVisaCase, actorId: string) {
  return insertOnce(db, {
    ...target,
    actorId,
    row: {
      id: input.id ?? randomUUID(),
      student_id: input.studentId,
      visa_type: input.visaType,
      status: input.status,
      appointment_date: instant(input.appointmentDate),
      decision_date: DECIDED.includes(input.status) ? today() : null,
      requirements: input.requirements,
      assigned_officer: input.assignedOfficer ?? null,
    },
    check: (trx) => assertLiveStudent(trx, input.studentId),
  });
}

type RawVisaCase = { version: number; status: VisaStatus; decision_date: string | null } & Record<string, unknown>;

export function updateVisaCase(db: Knex, id: string, patch: UpdateVisaCase, actorId: string): Promise<VisaCase> {
  return updateVersioned<RawVisaCase, VisaCase>(db, {
    ...target,
    actorId,
    id,
    version: patch.version,
    columns: (raw) => {
      const columns: Record<string, unknown> = {};
      if (patch.visaType !== undefined) columns.visa_type = patch.visaType;
      if (patch.status !== undefined) columns.status = patch.status;
      if (patch.appointmentDate !== undefined) columns.appointment_date = instant(patch.appointmentDate);
      if (patch.requirements !== undefined) columns.requirements = patch.requirements;
      if (patch.assignedOfficer !== undefined) columns.assigned_officer = patch.assignedOfficer;
      const decided = patch.status !== undefined && patch.status !== raw.status && DECIDED.includes(patch.status);
      if (decided && raw.decision_date === null) columns.decision_date = today();
      return columns;
    },
    stateColumn: 'status',
  });
}
