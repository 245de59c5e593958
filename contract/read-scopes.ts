// Who reads what (issue 12 items 1 and 5): per role, the CRM records it may read and, of each, the fields. The
// server projects every answer through this table (lists, profiles, activity, sync, write answers), and the web app
// builds its offline rows through it too, so a device holds exactly what the server answers that role.
// docs/SECURITY.md shows the table; api/src/auth/read-scopes-doc.test.ts keeps the two equal. Types only from the
// schemas' modules (like permissions.ts): the offline store imports it without zod.
import type { ActivityEntity } from './activity';
import type { Application, Student, VisaCase } from './crm';
import type { AdminRole } from './enums';
import type { SyncEntity } from './sync-entities';

/**
 * The fields of each record the table grants, as the API names them (a student's name, e-mail, phone, date of birth
 * and country are the keys of its personalInfo). Not listed, and sent with every record a role may read: its id,
 * the ids it links to (studentId, universityId) and its bookkeeping (createdAt, updatedAt, version): they say
 * nothing about a person, and the client needs them to link records and to write.
 */
export const READ_FIELDS = {
  students: ['name', 'email', 'phone', 'dateOfBirth', 'country', 'fieldOfStudy', 'destinationCity', 'stage', 'priority', 'assignedCounselor', 'ownerName', 'tags', 'preferredLanguage', 'consents'],
  applications: ['studentName', 'universityName', 'program', 'status', 'applicationDate', 'deadlineDate', 'decisionDate', 'requirements', 'applicationFee', 'feeStatus', 'assignedOwner', 'ownerName'],
  'visa-cases': ['studentName', 'visaType', 'status', 'appointmentDate', 'requirements', 'assignedOfficer', 'officerName'],
  notes: ['kind', 'body', 'outcome', 'authorName'],
  tasks: ['title', 'studentName', 'assigneeName', 'dueAt', 'priority', 'status', 'completedAt', 'rule'],
} as const;
export type ReadField<E extends SyncEntity> = (typeof READ_FIELDS)[E][number];

/** The keys of a student's personalInfo among its fields. */
export const PERSONAL_FIELDS = ['name', 'email', 'phone', 'dateOfBirth', 'country'] as const;

/**
 * Fields a role may be refused; every other field goes to each role that reads the record (the schemas mark these
 * optional, so the screens cope with their absence). Personal contact data and money.
 */
export const GUARDED_FIELDS: { [E in SyncEntity]: readonly ReadField<E>[] } = {
  students: ['email', 'phone', 'dateOfBirth'],
  applications: ['applicationFee', 'feeStatus'],
  'visa-cases': [],
  notes: [],
  tasks: [],
};

export type ReadScope = { [E in SyncEntity]: readonly ReadField<E>[] | null };

const except = <E extends SyncEntity>(entity: E, ...left: ReadField<E>[]): readonly ReadField<E>[] =>
  (READ_FIELDS[entity] as readonly ReadField<E>[]).filter((field) => !left.includes(field));
const all = <E extends SyncEntity>(entity: E) => except(entity);

/** A caseload: the whole student (contact and date of birth for the forms), applications without the money. */
const CASELOAD: ReadScope = {
  students: all('students'),
  applications: except('applications', 'applicationFee', 'feeStatus'),
  'visa-cases': all('visa-cases'),
  notes: all('notes'),
  tasks: all('tasks'),
};
/** A student by name and where they are in the journey, never how to reach them. */
const NO_CONTACT = except('students', 'email', 'phone', 'dateOfBirth');

/** null: the role does not read that record at all (it lacks the read permission, see permissions.ts). */
export const READ_SCOPES: Record<AdminRole, ReadScope> = {
  super_admin: { students: all('students'), applications: all('applications'), 'visa-cases': all('visa-cases'), notes: all('notes'), tasks: all('tasks') },
  admissions_lead: CASELOAD,
  visa_officer: CASELOAD,
  counselor: CASELOAD,
  // Leads by source and stage for the funnel, and the leads it captures at fairs by name: it types their contact
  // details once, and the counselors use them; its own copy does not keep them.
  marketing: { students: NO_CONTACT, applications: null, 'visa-cases': null, notes: null, tasks: null },
  // Applications and their outcomes, the student by name.
  partnerships: { students: NO_CONTACT, applications: except('applications', 'applicationFee', 'feeStatus'), 'visa-cases': null, notes: null, tasks: null },
  // Fees on applications, the student by name: finance never contacts students itself.
  finance: { students: NO_CONTACT, applications: all('applications'), 'visa-cases': null, notes: null, tasks: null },
  // Answers students' questions: reaches them by e-mail or phone and sees their cases; no date of birth, no money.
  support: {
    students: except('students', 'dateOfBirth'),
    applications: except('applications', 'applicationFee', 'feeStatus'),
    'visa-cases': all('visa-cases'),
    notes: all('notes'),
    tasks: null,
  },
};

/**
 * Which rows of the CRM a role reads (issue 33 item 1), beside the fields above: the row scope. The server applies it
 * in one place (api/src/data/row-scope.ts) to every list, search, count, export, record by id, the dashboard's figures
 * and the sync, so the offline copy holds exactly these rows.
 * - `everyone`: every student and every record hanging off one.
 * - `caseload`: the students the person is the counselor of and the unassigned ones (no counselor: the leads any
 *   counselor may pick up), with those students' applications, visa cases, notes and documents.
 * - `visa-caseload`: the visa cases the person is the officer of and the unassigned ones, the students of those cases,
 *   and those students' applications, notes and documents.
 * The managers (super admin, admissions lead) read everyone. The roles that read students without their contact
 * details (marketing, partnerships, finance) and support read everyone too: their work is across the whole pipeline
 * (the funnel, every application's outcome or fee, any student who calls), and the field table already keeps what
 * would identify or reach a person from them. A record outside the scope is a 404, as one that does not exist.
 */
export const ROW_SCOPES = {
  super_admin: 'everyone',
  admissions_lead: 'everyone',
  visa_officer: 'visa-caseload',
  counselor: 'caseload',
  marketing: 'everyone',
  partnerships: 'everyone',
  finance: 'everyone',
  support: 'everyone',
} as const satisfies Record<AdminRole, 'everyone' | 'caseload' | 'visa-caseload'>;
export type RowScope = (typeof ROW_SCOPES)[AdminRole];

/** Whether the role reads only some rows (its lists, counts and offline copy are the person's own). */
export const readsSomeRows = (role: AdminRole): boolean => ROW_SCOPES[role] !== 'everyone';

/**
 * Changed whenever the table changes: an offline copy filled under an older table is dropped and pulled again
 * (web/src/lib/offline/offline-sync.ts), so no device keeps a field its role no longer reads.
 */
export const READ_SCOPES_VERSION = 5;

export function mayRead<E extends SyncEntity>(role: AdminRole, entity: E, field: ReadField<E>): boolean {
  return READ_SCOPES[role][entity]?.includes(field) ?? false;
}

/** The fields of `entity` the role is refused (empty when it reads them all, every field when it reads none). */
function refused<E extends SyncEntity>(role: AdminRole, entity: E): Set<string> {
  const scope = READ_SCOPES[role][entity];
  return new Set((READ_FIELDS[entity] as readonly string[]).filter((field) => !scope?.includes(field as ReadField<E>)));
}

function without<T extends object>(row: T, hidden: Set<string>): T {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key))) as T;
}

/** A student as the role may read it: personalInfo keeps only the granted keys of PERSONAL_FIELDS. */
export function studentFor<T extends Pick<Student, 'personalInfo'>>(role: AdminRole, row: T): T {
  const hidden = refused(role, 'students');
  const info = row.personalInfo as Record<string, unknown>;
  const personalInfo = Object.fromEntries(
    PERSONAL_FIELDS.filter((key) => !hidden.has(key) && info[key] !== undefined).map((key) => [key, info[key]]),
  ) as Student['personalInfo'];
  return { ...without(row, hidden), personalInfo };
}

export const applicationFor = <T extends Partial<Application>>(role: AdminRole, row: T): T => without(row, refused(role, 'applications'));
export const visaCaseFor = <T extends Partial<VisaCase>>(role: AdminRole, row: T): T => without(row, refused(role, 'visa-cases'));

/** Any synced record as the role may read it. */
export function recordFor<E extends SyncEntity, T extends object>(role: AdminRole, entity: E, row: T): T {
  if (entity === 'students') return studentFor(role, row as T & Pick<Student, 'personalInfo'>);
  return without(row, refused(role, entity));
}

const ENTITY_RECORDS: Record<ActivityEntity, SyncEntity> = { student: 'students', application: 'applications', visa_case: 'visa-cases' };

/**
 * An audit entry's changes as the role may read them: a refused field's before and after are left out (a
 * student's personalInfo is diffed key by key, so its keys are the field names).
 */
export function changesFor<C extends Record<string, unknown>>(role: AdminRole, entity: ActivityEntity, changes: C): C {
  const kept = without(changes, refused(role, ENTITY_RECORDS[entity]));
  const flags = kept.possibleDuplicateOf as { from?: unknown; to?: unknown } | undefined;
  if (!flags || typeof flags !== 'object') return kept;
  // "Kept as a separate student" lists the flags it closed: a match on a field the role does not read names no one.
  const named = (list: unknown) =>
    Array.isArray(list) ? list.filter((m: { matchedOn?: unknown }) => mayRead(role, 'students', m.matchedOn as ReadField<'students'>)) : list;
  return { ...kept, possibleDuplicateOf: { from: named(flags.from), to: named(flags.to) } };
}

/**
 * Whether the students search reaches e-mail and phone for this role: only when it reads both. A role that may not
 * read them must not learn them by probing (a search for "0733" that finds someone says their phone has 0733).
 */
export function searchesContact(role: AdminRole): boolean {
  return mayRead(role, 'students', 'email') && mayRead(role, 'students', 'phone');
}
