// The rows a write will make, built on the device so lists and the detail page show it at once (and offline).
// The fields come from the contract's rules (contract/crm-rows.ts), the same the server stores with; only what the
// server alone knows is provisional here: the times (now), the version (0: not stored yet) and the joined names
// (the screen passes the ones it shows: a student's, a university's, the owner's it picked). The server's answer
// replaces the row when the write is acknowledged.
import type { Application, Student, VisaCase } from '@contract/crm';
import {
  applicationFromCreate,
  applyApplicationChanges,
  applyStaffTaskChanges,
  applyStudentChanges,
  applyVisaCaseChanges,
  staffTaskFromCreate,
  studentFromCreate,
  visaCaseFromCreate,
  type Changes,
} from '@contract/crm-rows';
import type { CreateApplication, CreateVisaCase, UpdateApplication, UpdateStudent, UpdateVisaCase } from '@contract/crm-writes';
import type { StaffTask } from '@contract/staff-task-kinds';
import type { CreateStaffTask, UpdateStaffTask } from '@contract/staff-tasks';
import type { StudentNote } from '@contract/student-note-kinds';

export type { Changes };

/** Drops undefined (an absent field is "unchanged" for the API), keeping null (which clears). */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A new row's bookkeeping until the server has stored it. */
const unsaved = (now: string) => ({ createdAt: now, updatedAt: now, version: 0 });

/** The server's date for `now` (it fills application and decision dates in UTC). */
const dayOf = (now: string) => now.slice(0, 10);

/**
 * The owner's name after a write: kept while the owner stays, else the name the screen picked it by (null when
 * unassigned, or when the screen did not say: the server's answer brings it).
 */
export function ownerNameAfter(before: { id: string | null; name: string | null }, after: string | null, picked?: string | null): string | null {
  if (after === null) return null;
  return after === before.id ? before.name : (picked ?? null);
}

/** `ownerName`: the name of the counselor the screen picked, if any. */
export function optimisticStudent(input: Parameters<typeof studentFromCreate>[0], now: string, ownerName?: string | null): Student {
  const fields = studentFromCreate(input);
  return { ...fields, ownerName: ownerNameAfter({ id: null, name: null }, fields.assignedCounselor, ownerName), ...unsaved(now) };
}

export function optimisticStudentUpdate(row: Student, changes: Changes<UpdateStudent>, now: string, ownerName?: string | null): Student {
  const fields = applyStudentChanges(row, changes);
  const name = ownerNameAfter({ id: row.assignedCounselor, name: row.ownerName }, fields.assignedCounselor, ownerName);
  return { ...row, ...fields, ownerName: name, updatedAt: now };
}

export function optimisticApplication(
  input: CreateApplication & { id: string },
  names: Pick<Application, 'studentName' | 'universityName'> & { ownerName?: string | null },
  now: string,
): Application {
  const fields = applicationFromCreate(input, dayOf(now));
  const ownerName = ownerNameAfter({ id: null, name: null }, fields.assignedOwner, names.ownerName);
  return { ...fields, studentName: names.studentName, universityName: names.universityName, ownerName, ...unsaved(now) };
}

/** The student's and university's names stay: the screens never change the university. */
export function optimisticApplicationUpdate(
  row: Application,
  changes: Changes<UpdateApplication>,
  now: string,
  ownerName?: string | null,
): Application {
  const fields = applyApplicationChanges(row, changes, dayOf(now));
  const name = ownerNameAfter({ id: row.assignedOwner, name: row.ownerName }, fields.assignedOwner, ownerName);
  return { ...row, ...fields, ownerName: name, updatedAt: now };
}

export function optimisticVisaCase(
  input: CreateVisaCase & { id: string },
  studentName: string | null,
  now: string,
  officerName?: string | null,
): VisaCase {
  const fields = visaCaseFromCreate(input);
  return { ...fields, studentName, officerName: ownerNameAfter({ id: null, name: null }, fields.assignedOfficer, officerName), ...unsaved(now) };
}

export function optimisticVisaCaseUpdate(row: VisaCase, changes: Changes<UpdateVisaCase>, now: string, officerName?: string | null): VisaCase {
  const fields = applyVisaCaseChanges(row, changes);
  const name = ownerNameAfter({ id: row.assignedOfficer, name: row.officerName }, fields.assignedOfficer, officerName);
  return { ...row, ...fields, officerName: name, updatedAt: now };
}

/** A note as the server will store it: its author is the person writing it. */
export function optimisticNote(
  input: Pick<StudentNote, 'id' | 'studentId' | 'kind' | 'body' | 'outcome'>,
  authorName: string,
  now: string,
): StudentNote {
  return { id: input.id, studentId: input.studentId, kind: input.kind, body: input.body, outcome: input.outcome, authorName, ...unsaved(now) };
}

/**
 * A new staff task as the server will store it (contract/crm-rows.ts: no assignee given means the person adding it);
 * the names are the ones the screen picked them by.
 */
export function optimisticTask(
  input: CreateStaffTask,
  writer: { id: string; fullName: string },
  names: { studentName: string | null; assigneeName?: string | null },
  now: string,
): StaffTask {
  const fields = staffTaskFromCreate(input, writer.id, now);
  const assigneeName = fields.assigneeId === uuidOf(writer.id) ? writer.fullName : (names.assigneeName ?? null);
  return { ...fields, studentName: names.studentName, assigneeName, ...unsaved(now) };
}

/** A task after a change (contract/crm-rows.ts): ticked done it is completed now, reopened it is not. */
export function optimisticTaskUpdate(row: StaffTask, changes: Changes<UpdateStaffTask>, now: string, assigneeName?: string | null): StaffTask {
  const fields = applyStaffTaskChanges(row, changes, now);
  return { ...row, ...fields, assigneeName: fields.assigneeId === row.assigneeId ? row.assigneeName : (assigneeName ?? null), updatedAt: now };
}

const uuidOf = (id: string) => id.toLowerCase();
