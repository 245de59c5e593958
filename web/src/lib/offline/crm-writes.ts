// Every CRM write of the screens goes through here: into the outbox with its optimistic row (one transaction),
// then a flush is asked for. Online it reaches the server at once; offline it waits, and nothing is lost.
import type { Application, Student, VisaCase } from '@contract/crm';
import type { AdminRole } from '@contract/enums';
import { recordFor } from '@contract/read-scopes';
import type { StaffTask } from '@contract/staff-task-kinds';
import type { CreateStaffTask, UpdateStaffTask } from '@contract/staff-tasks';
import type { StudentNote } from '@contract/student-note-kinds';
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
import type { CreateStudentMessage, StudentMessage } from '@contract/message-templates';
import type { CreateStudentNote } from '@contract/student-notes';
import type { TemplateLanguage } from '@contract/template-fill';
import {
  defined,
  optimisticApplication,
  optimisticApplicationUpdate,
  optimisticNote,
  optimisticStudent,
  optimisticStudentUpdate,
  optimisticTask,
  optimisticTaskUpdate,
  optimisticVisaCase,
  optimisticVisaCaseUpdate,
  type Changes,
} from './optimistic-rows';
import { markUsefulMoment } from '../push-offer';
import { enqueueWrite, newId } from './outbox-store';
import { flushNow } from './outbox-worker';

const now = () => new Date().toISOString();

/** Who writes: the outbox is theirs, and the optimistic row holds only the fields their role reads. */
export type Writer = { id: string; role: AdminRole };

async function record(write: Parameters<typeof enqueueWrite>[0]): Promise<void> {
  await enqueueWrite(write);
  void flushNow(write.owner, { byPerson: true });
  // A record saved is a first useful moment: the offer of push notifications may now appear (never on page load).
  markUsefulMoment('admin');
}

/**
 * A new record with a client id: sending it twice stores it once. `build` makes its optimistic row, shaped by the
 * role's read table as the server will answer it (a counselor's row has no fee, a marketing lead no phone).
 */
async function createRow<E extends SyncEntity, I extends { id?: string }>(
  writer: Writer,
  entity: E,
  input: I,
  build: (input: I & { id: string }, at: string) => SyncRecord[E],
): Promise<SyncRecord[E]> {
  const withId = { ...input, id: input.id ?? newId() };
  const row = recordFor(writer.role, entity, build(withId, now()));
  await record({ owner: writer.id, entity, rowId: withId.id, op: 'create', body: defined(withId), row, before: null });
  return row;
}

/** A change to a record, made on the version the screen showed (the outbox adds it when it sends). */
async function updateRow<E extends SyncEntity, C extends object>(
  writer: Writer,
  entity: E,
  current: SyncRecord[E],
  changes: C,
  build: (current: SyncRecord[E], changes: C, at: string) => SyncRecord[E],
): Promise<SyncRecord[E]> {
  const row = recordFor(writer.role, entity, build(current, changes, now()));
  await record({ owner: writer.id, entity, rowId: current.id, op: 'update', body: defined(changes), row, before: current });
  return row;
}

/** A new lead: sending it twice stores one student. */
/** `ownerName`, here and below: the name of the owner the screen picked, shown until the server answers. */
export const createStudent = (writer: Writer, input: CreateStudent, ownerName?: string | null): Promise<Student> =>
  createRow(writer, 'students', input, (withId, at) => optimisticStudent(withId, at, ownerName));

export const updateStudent = (writer: Writer, current: Student, changes: Changes<UpdateStudent>, ownerName?: string | null): Promise<Student> =>
  updateRow(writer, 'students', current, changes, (row, sent, at) => optimisticStudentUpdate(row, sent, at, ownerName));

/**
 * Merge a flagged lead into the student it duplicates. Only the server can move the records, so nothing changes
 * locally until it answers; offline the merge waits in the outbox (the lead marked "Waiting to sync").
 */
export async function mergeStudent(owner: string, lead: Student, into: Student): Promise<void> {
  const body = { resolution: 'merge', into: into.id, intoVersion: into.version };
  await record({ owner, entity: 'students', rowId: lead.id, op: 'merge', body, row: lead, before: lead });
}

export const createApplication = (
  writer: Writer,
  input: CreateApplication,
  names: { studentName: string | null; universityName: string | null; ownerName?: string | null },
): Promise<Application> => createRow(writer, 'applications', input, (withId, at) => optimisticApplication(withId, names, at));

export const updateApplication = (
  writer: Writer,
  current: Application,
  changes: Changes<UpdateApplication>,
  ownerName?: string | null,
): Promise<Application> =>
  updateRow(writer, 'applications', current, changes, (row, sent, at) => optimisticApplicationUpdate(row, sent, at, ownerName));

export const createVisaCase = (writer: Writer, input: CreateVisaCase, studentName: string | null, officerName?: string | null): Promise<VisaCase> =>
  createRow(writer, 'visa-cases', input, (withId, at) => optimisticVisaCase(withId, studentName, at, officerName));

export const updateVisaCase = (writer: Writer, current: VisaCase, changes: Changes<UpdateVisaCase>, officerName?: string | null): Promise<VisaCase> =>
  updateRow(writer, 'visa-cases', current, changes, (row, sent, at) => optimisticVisaCaseUpdate(row, sent, at, officerName));

/**
 * A note or a logged call, WhatsApp chat or meeting (docs/PRODUCT.md §3.5.1): on the student's page at once, marked
 * waiting until the server has it; its id makes a resend store one note. It waits behind its student's create.
 */
export const addStudentNote = (writer: Writer & { fullName: string }, studentId: string, input: CreateStudentNote): Promise<StudentNote> =>
  createRow(writer, 'notes', { ...input, studentId }, (withId, at) => optimisticNote(withId, writer.fullName, at));

/**
 * The log of a message opened in WhatsApp, the SMS app or the mail app from a template (docs/PRODUCT.md §3.19). Kept
 * in the outbox only (no table on the device: the timeline shows it from there until the server has it), sent
 * behind its student's create; its id makes a resend log it once.
 */
export async function logStudentMessage(
  writer: Writer & { fullName: string },
  studentId: string,
  input: CreateStudentMessage,
  template: { name: string; language: TemplateLanguage } | null,
): Promise<StudentMessage> {
  const row: StudentMessage = {
    id: input.id,
    studentId,
    channel: input.channel,
    templateId: input.templateId,
    templateName: template?.name ?? null,
    language: template?.language ?? null,
    subject: input.subject,
    body: input.body,
    recipient: input.recipient,
    sentByName: writer.fullName,
    createdAt: now(),
    version: 0,
  };
  await record({ owner: writer.id, entity: 'messages', rowId: input.id, op: 'create', body: defined({ ...input, studentId }), row, before: null });
  return row;
}

/**
 * A staff task (docs/PRODUCT.md §3.17): in "My tasks" at once, marked waiting until the server has it; its id makes a
 * resend store one task. A task on a student waits behind that student's create.
 */
export const addTask = (
  writer: Writer & { fullName: string },
  input: CreateStaffTask,
  names: { studentName: string | null; assigneeName?: string | null },
): Promise<StaffTask> => createRow(writer, 'tasks', input, (withId, at) => optimisticTask(withId, writer, names, at));

/** A change to a task, ticking it done or reopening it included: sent with the version the screen showed. */
export const updateTask = (writer: Writer, current: StaffTask, changes: Changes<UpdateStaffTask>, assigneeName?: string | null): Promise<StaffTask> =>
  updateRow(writer, 'tasks', current, changes, (row, sent, at) => optimisticTaskUpdate(row, sent, at, assigneeName));
