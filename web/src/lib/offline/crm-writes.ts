// Every CRM write of the screens goes through here: into the outbox with its optimistic row (one transaction),
// then a flush is asked for. Online it reaches the server at once; offline it waits, and nothing is lost.
import type { Application, Student, VisaCase } from '@contract/crm';
import type { SyncRecord } from '@contract/sync';
import type { SyncEntity } from '@contract/sync-entities';
import type {
  CreateApplication,
  CreateStudent,
  CreateVisaCase,
  UpdateApplication,
  UpdateStudent,
  UpdateVisaCase,
} from '@contract/crm-writes';
import {
  defined,
  optimisticApplication,
  optimisticApplicationUpdate,
  optimisticStudent,
  optimisticStudentUpdate,
  optimisticVisaCase,
  optimisticVisaCaseUpdate,
  type Changes,
} from './optimistic-rows';
import { enqueueWrite, newId } from './outbox-store';
import { flushNow } from './outbox-worker';

const now = () => new Date().toISOString();

async function record(write: Parameters<typeof enqueueWrite>[0]): Promise<void> {
  await enqueueWrite(write);
  void flushNow(write.owner, { byPerson: true });
}

/** A new record with a client id: sending it twice stores it once. `build` makes its optimistic row. */
async function createRow<E extends SyncEntity, I extends { id?: string }>(
  owner: string,
  entity: E,
  input: I,
  build: (input: I & { id: string }, at: string) => SyncRecord[E],
): Promise<SyncRecord[E]> {
  const withId = { ...input, id: input.id ?? newId() };
  const row = build(withId, now());
  await record({ owner, entity, rowId: withId.id, op: 'create', body: defined(withId), row, before: null });
  return row;
}

/** A change to a record, made on the version the screen showed (the outbox adds it when it sends). */
async function updateRow<E extends SyncEntity, C extends object>(
  owner: string,
  entity: E,
  current: SyncRecord[E],
  changes: C,
  build: (current: SyncRecord[E], changes: C, at: string) => SyncRecord[E],
): Promise<SyncRecord[E]> {
  const row = build(current, changes, now());
  await record({ owner, entity, rowId: current.id, op: 'update', body: defined(changes), row, before: current });
  return row;
}

/** A new lead: sending it twice stores one student. */
export const createStudent = (owner: string, input: CreateStudent): Promise<Student> =>
  createRow(owner, 'students', input, optimisticStudent);

export const updateStudent = (owner: string, current: Student, changes: Changes<UpdateStudent>): Promise<Student> =>
  updateRow(owner, 'students', current, changes, optimisticStudentUpdate);

/**
 * Merge a flagged lead into the student it duplicates. Only the server can move the records, so nothing changes
 * locally until it answers; offline the merge waits in the outbox (the lead marked "Waiting to sync").
 */
export async function mergeStudent(owner: string, lead: Student, into: Student): Promise<void> {
  const body = { resolution: 'merge', into: into.id, intoVersion: into.version };
  await record({ owner, entity: 'students', rowId: lead.id, op: 'merge', body, row: lead, before: lead });
}

export const createApplication = (
  owner: string,
  input: CreateApplication,
  names: { studentName: string | null; universityName: string | null },
): Promise<Application> => createRow(owner, 'applications', input, (withId, at) => optimisticApplication(withId, names, at));

export const updateApplication = (owner: string, current: Application, changes: Changes<UpdateApplication>): Promise<Application> =>
  updateRow(owner, 'applications', current, changes, optimisticApplicationUpdate);

export const createVisaCase = (owner: string, input: CreateVisaCase, studentName: string | null): Promise<VisaCase> =>
  createRow(owner, 'visa-cases', input, (withId, at) => optimisticVisaCase(withId, studentName, at));

export const updateVisaCase = (owner: string, current: VisaCase, changes: Changes<UpdateVisaCase>): Promise<VisaCase> =>
  updateRow(owner, 'visa-cases', current, changes, optimisticVisaCaseUpdate);
