// The rows a write will make, built on the device so lists and the detail page show it at once (and offline),
// shaped as the API shapes them. The server's answer replaces them when the write is acknowledged.
import type { Application, Student, VisaCase } from '@contract/crm';
import type {
  CreateApplication,
  CreateStudent,
  CreateVisaCase,
  UpdateApplication,
  UpdateStudent,
  UpdateVisaCase,
} from '@contract/crm-writes';

/** Fields a write sends, without the version (the outbox adds the one it knows at send time). */
export type Changes<T> = Omit<T, 'version'>;

const PERSONAL = ['name', 'phone', 'email', 'country'] as const;

/** Drops undefined (an absent field is "unchanged" for the API), keeping null (which clears). */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function studentFromCreate(input: CreateStudent & { id: string }, now: string): Student {
  const personalInfo: Student['personalInfo'] = { name: input.name };
  if (input.phone) personalInfo.phone = input.phone;
  if (input.email) personalInfo.email = input.email;
  if (input.country) personalInfo.country = input.country;
  return {
    id: input.id,
    personalInfo,
    fieldOfStudy: input.fieldOfStudy ?? null,
    destinationCity: input.destinationCity ?? null,
    stage: input.stage,
    priority: input.priority,
    assignedCounselor: input.assignedCounselor ?? null,
    tags: input.tags,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}

/** The API keeps name, phone, e-mail and country inside personalInfo; the write sends them flat. */
export function applyStudentChanges(row: Student, changes: Changes<UpdateStudent>, now: string): Student {
  const personalInfo = { ...row.personalInfo };
  const rest: Partial<Student> = {};
  for (const [key, value] of Object.entries(defined(changes))) {
    if ((PERSONAL as readonly string[]).includes(key)) {
      if (value === null) delete (personalInfo as Record<string, unknown>)[key];
      else (personalInfo as Record<string, unknown>)[key] = value;
    } else (rest as Record<string, unknown>)[key] = value;
  }
  return { ...row, ...rest, personalInfo, updatedAt: now };
}

export function applicationFromCreate(
  input: CreateApplication & { id: string },
  names: { studentName: string | null; universityName: string | null },
  now: string,
): Application {
  return {
    id: input.id,
    studentId: input.studentId,
    ...names,
    universityId: input.universityId,
    program: input.program,
    status: input.status,
    applicationDate: input.applicationDate ?? now.slice(0, 10),
    deadlineDate: input.deadlineDate ?? null,
    decisionDate: input.decisionDate ?? null,
    requirements: input.requirements,
    applicationFee: input.applicationFee ?? null,
    feeStatus: input.feeStatus ?? null,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}

export function visaCaseFromCreate(input: CreateVisaCase & { id: string }, studentName: string | null, now: string): VisaCase {
  return {
    id: input.id,
    studentId: input.studentId,
    studentName,
    visaType: input.visaType,
    status: input.status,
    appointmentDate: input.appointmentDate ?? null,
    requirements: input.requirements,
    assignedOfficer: input.assignedOfficer ?? null,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}

/** Applications and visa cases carry their fields flat, as the write sends them. */
export function applyFlatChanges<T extends Application | VisaCase>(
  row: T,
  changes: Changes<UpdateApplication> | Changes<UpdateVisaCase>,
  now: string,
): T {
  return { ...row, ...defined(changes), updatedAt: now };
}
