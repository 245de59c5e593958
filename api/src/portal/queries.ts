import type { Knex } from 'knex';
import type { Language } from '@contract/languages';
import { EMAIL_KEY_SQL, PHONE_KEY_SQL } from '@db/student-keys';
import type { ApplicationStatus, Priority, StudentStage, VisaStatus } from '@contract';

/** A portal login and the student it belongs to. */
export type PortalAccount = {
  id: string;
  studentId: string;
  username: string;
  name: string;
  stage: StudentStage;
  /** The student's language: the portal opens in it (issue 29). */
  preferredLanguage: Language;
};

export type PortalApplicationRow = {
  id: string;
  universityName: string | null;
  program: string;
  status: ApplicationStatus;
  applicationDate: string;
  decisionDate: string | null;
  intake: string | null;
  updatedAt: Date;
};

export type PortalVisaRow = {
  id: string;
  visaType: string;
  status: VisaStatus;
  decisionDate: string | null;
  appointmentDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type PortalTaskRow = {
  id: string;
  task: string;
  deadline: string | null;
  priority: Priority;
  progress: number;
  completedAt: Date | null;
};

/** Everything the dashboard is computed from: the student's own rows and nobody else's. */
export type PortalRecords = {
  studentCreatedAt: Date;
  applications: PortalApplicationRow[];
  visaCase: PortalVisaRow | undefined;
  tasks: PortalTaskRow[];
  /** The counselor assigned to the student: a staff account, its work e-mail and WhatsApp if it has them. */
  counselor: { name: string; email: string | null; whatsapp: string | null } | undefined;
};

// An account opens the portal only while it is active and its student has not been deleted from the CRM.
function accounts(db: Knex): Knex.QueryBuilder {
  return db('portal_accounts as a')
    .join('students as s', 's.id', 'a.student_id')
    .select(
      'a.id',
      'a.student_id as studentId',
      'a.username',
      db.raw("s.personal_info->>'name' as name"),
      's.stage',
      's.preferred_language as preferredLanguage',
    )
    .where('a.active', true)
    .whereNull('s.deleted_at');
}

type LoginAccount = PortalAccount & { passwordHash: string };

/**
 * The account a student signs in to with `name` (what the portal's sign-in normalizes: a lower-case username or
 * e-mail, or a phone number's digits): its username, else the e-mail of its student, else (digits) the phone of its
 * student matched on the last 9 digits as the duplicate check does. An e-mail or phone shared by two accounts
 * (duplicate students) opens neither: the student signs in with the username until someone merges them.
 */
export async function findPortalAccountForLogin(db: Knex, name: string): Promise<LoginAccount | undefined> {
  const byUsername = await accounts(db).select('a.password_hash as passwordHash').whereRaw('lower(a.username) = ?', [name]).first<LoginAccount | undefined>();
  if (byUsername) return byUsername;
  const phone = /^\d{7,15}$/.test(name) ? name.slice(-9) : null;
  const matches: LoginAccount[] = await accounts(db)
    .select('a.password_hash as passwordHash')
    .where((q) => {
      // The duplicate check's keys (db/student-keys.ts), which students' indexes hold.
      q.whereRaw(`${EMAIL_KEY_SQL} = ?`, [name]);
      if (phone) q.orWhereRaw(`${PHONE_KEY_SQL} = ?`, [phone]);
    })
    .limit(2);
  return matches.length === 1 ? matches[0] : undefined;
}

export async function findActivePortalAccount(db: Knex, id: string): Promise<PortalAccount | undefined> {
  return accounts(db).where('a.id', id).first();
}

export async function recordPortalLogin(db: Knex, id: string, now = new Date()): Promise<void> {
  await db('portal_accounts').where({ id }).update({ last_login_at: now });
}

/**
 * The student's own applications, latest visa case and tasks. A student has a handful of each, so they are read
 * whole; every query is keyed on the one student id taken from the session, never from the request.
 */
export async function loadPortalRecords(db: Knex, studentId: string): Promise<PortalRecords> {
  const [student, applications, visaCase, tasks, counselor] = await Promise.all([
    db('students').select('created_at as createdAt').where({ id: studentId }).first<{ createdAt: Date }>(),
    db('applications as ap')
      .leftJoin('universities as u', 'u.id', 'ap.university_id')
      .select(
        'ap.id',
        'u.name as universityName',
        'ap.program',
        'ap.status',
        'ap.application_date as applicationDate',
        'ap.decision_date as decisionDate',
        'ap.intake',
        'ap.updated_at as updatedAt',
      )
      .where('ap.student_id', studentId)
      .whereNull('ap.deleted_at')
      .orderBy('ap.application_date')
      .orderBy('ap.id') as Promise<PortalApplicationRow[]>,
    db('visa_cases')
      .select(
        'id',
        'visa_type as visaType',
        'status',
        'decision_date as decisionDate',
        'appointment_date as appointmentDate',
        'created_at as createdAt',
        'updated_at as updatedAt',
      )
      .where({ student_id: studentId })
      .whereNull('deleted_at')
      .orderBy('created_at', 'desc')
      .first<PortalVisaRow | undefined>(),
    db('student_tasks')
      .select('id', 'task', 'deadline', 'priority', 'progress', 'completed_at as completedAt')
      .where({ student_id: studentId })
      .orderByRaw('deadline asc nulls last, created_at, id') as Promise<PortalTaskRow[]>,
    // A switched-off account is no one to write to: the portal offers the general contacts instead.
    db('students as s')
      .join('admin_users as au', 'au.id', 's.assigned_counselor')
      .where('s.id', studentId)
      .where('au.active', true)
      .first<PortalRecords['counselor']>('au.full_name as name', 'au.email', 'au.whatsapp'),
  ]);
  return { studentCreatedAt: student?.createdAt ?? new Date(0), applications, visaCase, tasks, counselor };
}
