// The rows a write will make, built on the device so lists and the detail page show it at once (and offline).
// The fields come from the contract's rules (contract/crm-rows.ts), the same the server stores with; only what the
// server alone knows is provisional here: the times (now), the version (0: not stored yet) and the joined names
// (the screen passes the ones it shows). The server's answer replaces the row when the write is acknowledged.
import type { Application, Student, VisaCase } from '@contract/crm';
import {
  applicationFromCreate,
  applyApplicationChanges,
  applyStudentChanges,
  applyVisaCaseChanges,
  studentFromCreate,
  visaCaseFromCreate,
  type Changes,
} from '@contract/crm-rows';
import type { CreateApplication, CreateStudent, CreateVisaCase, UpdateApplication, UpdateStudent, UpdateVisaCase } from '@contract/crm-writes';
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

export function optimisticStudent(input: CreateStudent & { id: string }, now: string): Student {
  return { ...studentFromCreate(input), ...unsaved(now) };
}

export function optimisticStudentUpdate(row: Student, changes: Changes<UpdateStudent>, now: string): Student {
  return { ...row, ...applyStudentChanges(row, changes), updatedAt: now };
}

export function optimisticApplication(
  input: CreateApplication & { id: string },
  names: Pick<Application, 'studentName' | 'universityName'>,
  now: string,
): Application {
  return { ...applicationFromCreate(input, dayOf(now)), ...names, ...unsaved(now) };
}

/** The joined names stay: the screens change only the status, never the university. */
export function optimisticApplicationUpdate(row: Application, changes: Changes<UpdateApplication>, now: string): Application {
  return { ...row, ...applyApplicationChanges(row, changes, dayOf(now)), updatedAt: now };
}

export function optimisticVisaCase(input: CreateVisaCase & { id: string }, studentName: string | null, now: string): VisaCase {
  return { ...visaCaseFromCreate(input), studentName, ...unsaved(now) };
}

export function optimisticVisaCaseUpdate(row: VisaCase, changes: Changes<UpdateVisaCase>, now: string): VisaCase {
  return { ...row, ...applyVisaCaseChanges(row, changes), updatedAt: now };
}

/** A note as the server will store it: its author is the person writing it. */
export function optimisticNote(
  input: Pick<StudentNote, 'id' | 'studentId' | 'kind' | 'body' | 'outcome'>,
  authorName: string,
  now: string,
): StudentNote {
  return { id: input.id, studentId: input.studentId, kind: input.kind, body: input.body, outcome: input.outcome, authorName, ...unsaved(now) };
}
