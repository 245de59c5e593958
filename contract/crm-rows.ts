// What a write makes each CRM record hold, written once: the server stores exactly this, and the offline client
// shows it while the write waits to sync, so the row on the device is the row the server will answer. Left out is
// what only the server knows: the times and version it stores and the names it joins (students', universities',
// owners').
// Types only from the schemas' modules, so any screen can import this cheaply.
import type { Application, PersonalInfo, Student, VisaCase } from './crm';
import type {
  CreateApplication,
  CreateStudent,
  CreateVisaCase,
  UpdateApplication,
  UpdateStudent,
  UpdateVisaCase,
} from './crm-writes';
import type { ApplicationStatus, VisaStatus } from './enums';
import type { StaffTask } from './staff-task-kinds';
import type { CreateStaffTask, UpdateStaffTask } from './staff-tasks';

type Bookkeeping = 'createdAt' | 'updatedAt' | 'version';
/** A record's own fields: what its writes set, and all the rules below return (each is one column of its table). */
export type StudentFields = Omit<Student, Bookkeeping | 'ownerName'>;
export type ApplicationFields = Omit<Application, Bookkeeping | 'studentName' | 'universityName' | 'ownerName'>;
export type VisaCaseFields = Omit<VisaCase, Bookkeeping | 'studentName' | 'officerName'>;
export type StaffTaskFields = Omit<StaffTask, Bookkeeping | 'studentName' | 'assigneeName'>;

/** The fields an update sends, without the version it was made on. */
export type Changes<T extends { version: number }> = Omit<T, 'version'>;

/** An absent field (undefined) keeps the current value; null is sent, and clears it. */
const or = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);

/** Postgres prints uuids in lower case; null (unassign) and undefined (unchanged) stay as sent. */
const uuid = <T extends string | null | undefined>(id: T): T => (id == null ? id : (id.toLowerCase() as T));

// Students ---------------------------------------------------------------------------------------------------

type Contact = Pick<UpdateStudent, 'name' | 'phone' | 'email' | 'country'>;
const CONTACT_FIELDS = ['phone', 'email', 'country'] as const;

/** personalInfo with the sent name, phone, e-mail and country applied (the write sends them flat). */
function withContact(base: PersonalInfo, change: Contact): PersonalInfo {
  const info: Record<string, unknown> = { ...base };
  if (change.name) info.name = change.name;
  for (const key of CONTACT_FIELDS) {
    const value = change[key];
    if (value === null) delete info[key];
    else if (value !== undefined) info[key] = value;
  }
  return info as PersonalInfo;
}

export function studentFromCreate(input: Omit<CreateStudent, 'eventId'> & { id: string; eventId?: string | null }): StudentFields {
  return {
    id: uuid(input.id),
    personalInfo: withContact({ name: input.name }, input),
    fieldOfStudy: input.fieldOfStudy ?? null,
    destinationCity: input.destinationCity ?? null,
    stage: input.stage,
    priority: input.priority,
    assignedCounselor: uuid(input.assignedCounselor) ?? null,
    tags: input.tags,
    preferredLanguage: input.preferredLanguage,
    eventId: uuid(input.eventId) ?? null,
  };
}

export function applyStudentChanges(row: StudentFields, changes: Changes<UpdateStudent>): StudentFields {
  return {
    id: row.id,
    personalInfo: withContact(row.personalInfo, changes),
    fieldOfStudy: or(changes.fieldOfStudy, row.fieldOfStudy),
    destinationCity: or(changes.destinationCity, row.destinationCity),
    stage: or(changes.stage, row.stage),
    priority: or(changes.priority, row.priority),
    tags: or(changes.tags, row.tags),
    assignedCounselor: or(uuid(changes.assignedCounselor), row.assignedCounselor),
    preferredLanguage: or(changes.preferredLanguage, row.preferredLanguage),
    // Set when the lead is made, never by an update.
    ...(row.eventId !== undefined && { eventId: row.eventId }),
  };
}

// Applications and visa cases --------------------------------------------------------------------------------

/** Statuses that are a university's decision. */
export const APPLICATION_DECISIONS: readonly ApplicationStatus[] = ['conditional_offer', 'unconditional_offer', 'rejected'];
/** Statuses that are the immigration department's decision. */
export const VISA_DECISIONS: readonly VisaStatus[] = ['approved', 'rejected'];

/**
 * The decision date after a status move (`from` null for a new record): a date the record holds stays, and
 * reaching a decision without one records `today` (YYYY-MM-DD, UTC).
 */
export function decisionDateAfter<S extends string>(
  decisions: readonly S[],
  move: { from: S | null; to: S },
  held: string | null,
  today: string,
): string | null {
  if (held !== null) return held;
  return move.to !== move.from && decisions.includes(move.to) ? today : null;
}

/** The fee as numeric(10,2) stores it: to the cent, half away from zero on its decimal digits, as Postgres rounds. */
export function toCents(fee: number | null): number | null {
  if (fee === null) return null;
  const [digits, exponent = '0'] = String(fee).split('e');
  return Math.round(Number(`${digits}e${Number(exponent) + 2}`)) / 100 + 0; // + 0: never -0
}

/** An appointment as the API answers it: the instant in UTC, to the millisecond, whatever offset was sent. */
export function toInstant(dateTime: string | null): string | null {
  return dateTime === null ? null : new Date(dateTime).toISOString();
}

/** A new application; `today` fills the application date and, for a decided status, the decision date. */
export function applicationFromCreate(input: CreateApplication & { id: string }, today: string): ApplicationFields {
  return {
    id: uuid(input.id),
    studentId: uuid(input.studentId),
    universityId: input.universityId,
    program: input.program,
    status: input.status,
    applicationDate: input.applicationDate ?? today,
    deadlineDate: input.deadlineDate ?? null,
    decisionDate: decisionDateAfter(APPLICATION_DECISIONS, { from: null, to: input.status }, input.decisionDate ?? null, today),
    requirements: input.requirements,
    applicationFee: toCents(input.applicationFee ?? null),
    feeStatus: input.feeStatus ?? null,
    assignedOwner: uuid(input.assignedOwner) ?? null,
  };
}

/** A decision date sent wins (null clears it); otherwise reaching a decision records `today`. */
export function applyApplicationChanges(row: ApplicationFields, changes: Changes<UpdateApplication>, today: string): ApplicationFields {
  const status = or(changes.status, row.status);
  return {
    id: row.id,
    studentId: row.studentId,
    universityId: or(changes.universityId, row.universityId),
    program: or(changes.program, row.program),
    status,
    applicationDate: or(changes.applicationDate, row.applicationDate),
    deadlineDate: or(changes.deadlineDate, row.deadlineDate),
    decisionDate: or(changes.decisionDate, decisionDateAfter(APPLICATION_DECISIONS, { from: row.status, to: status }, row.decisionDate, today)),
    requirements: or(changes.requirements, row.requirements),
    // A row read without revenue:read has no fee: the projection (read-scopes.ts) leaves it out again.
    applicationFee: toCents(or(changes.applicationFee, row.applicationFee ?? null)),
    feeStatus: or(changes.feeStatus, row.feeStatus ?? null),
    assignedOwner: or(uuid(changes.assignedOwner), row.assignedOwner),
  };
}

/** A new visa case. Its decision date is stored but not shown: see decisionDateAfter with VISA_DECISIONS. */
export function visaCaseFromCreate(input: CreateVisaCase & { id: string }): VisaCaseFields {
  return {
    id: uuid(input.id),
    studentId: uuid(input.studentId),
    visaType: input.visaType,
    status: input.status,
    appointmentDate: toInstant(input.appointmentDate ?? null),
    requirements: input.requirements,
    assignedOfficer: uuid(input.assignedOfficer) ?? null,
  };
}

export function applyVisaCaseChanges(row: VisaCaseFields, changes: Changes<UpdateVisaCase>): VisaCaseFields {
  return {
    id: row.id,
    studentId: row.studentId,
    visaType: or(changes.visaType, row.visaType),
    status: or(changes.status, row.status),
    appointmentDate: changes.appointmentDate === undefined ? row.appointmentDate : toInstant(changes.appointmentDate),
    requirements: or(changes.requirements, row.requirements),
    assignedOfficer: or(uuid(changes.assignedOfficer), row.assignedOfficer),
  };
}

// Staff tasks (docs/PRODUCT.md §3.17) ------------------------------------------------------------------------

/** When a task is done: ticked done it is completed `now`, reopened it is not, otherwise it keeps what it had. */
const completedAfter = (from: StaffTaskFields['status'] | null, to: StaffTaskFields['status'], completedAt: string | null, now: string) =>
  from === to ? completedAt : to === 'done' ? now : null;

/** A new task: no assignee given means the person adding it (`writerId`), who is also its creator. */
export function staffTaskFromCreate(input: CreateStaffTask, writerId: string, now: string): StaffTaskFields {
  return {
    id: uuid(input.id),
    title: input.title,
    studentId: uuid(input.studentId),
    assigneeId: input.assigneeId === undefined ? uuid(writerId) : uuid(input.assigneeId),
    dueAt: toInstant(input.dueAt)!,
    priority: input.priority,
    status: input.status,
    completedAt: completedAfter(null, input.status, null, now),
    rule: null,
    createdBy: uuid(writerId),
  };
}

export function applyStaffTaskChanges(row: StaffTaskFields, changes: Partial<Changes<UpdateStaffTask>>, now: string): StaffTaskFields {
  const status = or(changes.status, row.status);
  return {
    ...row,
    title: or(changes.title, row.title),
    studentId: or(uuid(changes.studentId), row.studentId),
    assigneeId: or(uuid(changes.assigneeId), row.assigneeId),
    dueAt: changes.dueAt === undefined ? row.dueAt : toInstant(changes.dueAt)!,
    priority: or(changes.priority, row.priority),
    status,
    completedAt: completedAfter(row.status, status, row.completedAt, now),
  };
}
