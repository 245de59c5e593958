// Every CRM write of the screens goes through here: into the outbox with its optimistic row (one transaction),
// then a flush is asked for. Online it reaches the server at once; offline it waits, and nothing is lost.
import type { Application, Student, VisaCase } from '@contract/crm';
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
  void flushNow(write.owner);
}

/** A new lead, with a client id: sending it twice stores one student. */
export async function createStudent(owner: string, input: CreateStudent): Promise<Student> {
  const id = input.id ?? newId();
  const row = optimisticStudent({ ...input, id }, now());
  await record({ owner, entity: 'students', rowId: id, op: 'create', body: defined({ ...input, id }), row, before: null });
  return row;
}

export async function updateStudent(owner: string, current: Student, changes: Changes<UpdateStudent>): Promise<Student> {
  const row = optimisticStudentUpdate(current, changes, now());
  await record({ owner, entity: 'students', rowId: current.id, op: 'update', body: defined(changes), row, before: current });
  return row;
}

/**
 * Merge a flagged lead into the student it duplicates. Only the server can move the records, so nothing changes
 * locally until it answers; offline the merge waits in the outbox (the lead marked "Waiting to sync").
 */
export async function mergeStudent(owner: string, lead: Student, into: Student): Promise<void> {
  const body = { resolution: 'merge', into: into.id, intoVersion: into.version };
  await record({ owner, entity: 'students', rowId: lead.id, op: 'merge', body, row: lead, before: lead });
}

export async function createApplication(
  owner: string,
  input: CreateApplication,
  names: { studentName: string | null; universityName: string | null },
): Promise<Application> {
  const id = input.id ?? newId();
  const row = optimisticApplication({ ...input, id }, names, now());
  await record({ owner, entity: 'applications', rowId: id, op: 'create', body: defined({ ...input, id }), row, before: null });
  return row;
}

export async function updateApplication(owner: string, current: Application, changes: Changes<UpdateApplication>): Promise<Application> {
  const row = optimisticApplicationUpdate(current, changes, now());
  await record({ owner, entity: 'applications', rowId: current.id, op: 'update', body: defined(changes), row, before: current });
  return row;
}

export async function createVisaCase(owner: string, input: CreateVisaCase, studentName: string | null): Promise<VisaCase> {
  const id = input.id ?? newId();
  const row = optimisticVisaCase({ ...input, id }, studentName, now());
  await record({ owner, entity: 'visa-cases', rowId: id, op: 'create', body: defined({ ...input, id }), row, before: null });
  return row;
}

export async function updateVisaCase(owner: string, current: VisaCase, changes: Changes<UpdateVisaCase>): Promise<VisaCase> {
  const row = optimisticVisaCaseUpdate(current, changes, now());
  await record({ owner, entity: 'visa-cases', rowId: current.id, op: 'update', body: defined(changes), row, before: current });
  return row;
}
