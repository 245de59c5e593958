// The permission matrix, apart from the schemas: it depends on nothing but the enums, so the web app's
// shell and screens can ask can() without bundling zod (about 25 kB gzipped).
import type { AdminRole } from './enums';

/**
 * What each role may do, written once: the server enforces it, the UI hides what a role cannot use,
 * and docs/SECURITY.md explains it.
 */
export const PERMISSIONS = [
  'dashboard:read',
  'analytics:read',
  'revenue:read',
  'fees:write',
  'students:read',
  'students:write',
  'applications:read',
  'applications:write',
  'visas:read',
  'visas:write',
  'universities:read',
  // Partner universities and their programmes (docs/PRODUCT.md §3.15): create, edit, archive.
  'universities:write',
  'notes:read',
  'notes:write',
  // Settings (docs/PRODUCT.md §3.11): staff accounts, and the organisation's public contact details.
  'staff:manage',
  'settings:write',
  // News articles in the Content section (docs/PRODUCT.md §3.12): drafts included.
  'content:write',
  // Scholarships the public page lists (docs/PRODUCT.md §3.14).
  'scholarships:write',
  // Message templates for WhatsApp, SMS and e-mail (docs/PRODUCT.md §3.19): create, edit, archive.
  'templates:write',
  // Send a message from a template on a student's page and log it on their timeline (docs/PRODUCT.md §3.19).
  'messages:send',
  // Mentors and their matches to students (docs/PRODUCT.md §3.16): the mentors' WhatsApp numbers are staff data.
  'mentors:read',
  'mentors:write',
  // Recruitment fairs (docs/PRODUCT.md §3.18): read the events and their reports, and use fair mode; write runs them.
  'events:read',
  'events:write',
  // Staff tasks and reminders (docs/PRODUCT.md §3.17): a task list of one's own (the tasks one does or added), and
  // every staff member's tasks (the managers, who also give out the ones no one was there to take).
  'tasks:write',
  'tasks:all',
  // Students' documents (docs/PRODUCT.md §2.7.2): passports, transcripts, bank statements. Their checklist and files
  // are for the roles that work a student's case, not for everyone who reads the student list (docs/SECURITY.md).
  'documents:read',
  // Issue a student's one-time portal link (docs/PRODUCT.md §2.7.1): it ends the student's portal sessions and hands
  // the link to the staff member, so it is the caseworkers' alone.
  'portal:invite',
  // Erasure requests (docs/PRIVACY.md): approve or refuse a student's request, or erase a lead on a verbal request.
  'privacy:erase',
  // The system notifications' texts (issue 30, docs/PRODUCT.md §3.19): what the outbox sends on each event, per language.
  'notifications:templates',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_PIPELINE: Permission[] = ['dashboard:read', 'students:read', 'applications:read', 'visas:read', 'universities:read', 'mentors:read'];
/** Mentors (docs/PRODUCT.md §3.16): added, edited and matched to students by the roles that work students end to end. */
const MENTORS: Permission[] = ['mentors:write'];
/**
 * Notes and logged contacts (docs/SECURITY.md): read by the roles that read the whole student (they hold what was
 * said to a person on the phone), written by those of them who also write students.
 */
const NOTES: Permission[] = ['notes:read', 'notes:write'];
/** Those who work students keep a task list; the managers see and give out everyone's. */
const TASKS: Permission[] = ['tasks:write'];
/** The caseworkers (counselors, visa officers, the admissions lead) open a student's documents and portal link. */
const CASEWORK: Permission[] = ['documents:read', 'portal:invite'];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  super_admin: PERMISSIONS,
  // Runs admissions: students and applications end to end, reads the rest.
  admissions_lead: [...READ_PIPELINE, 'analytics:read', 'students:write', 'applications:write', ...NOTES, ...MENTORS, 'templates:write', 'messages:send', 'events:read', ...TASKS, 'tasks:all', ...CASEWORK, 'privacy:erase'],
  // Works visa cases; reads the students and offers those cases rest on.
  visa_officer: [...READ_PIPELINE, 'visas:write', 'notes:read', ...TASKS, ...CASEWORK],
  // Works their students and their applications; captures leads at fairs.
  counselor: [...READ_PIPELINE, 'students:write', 'applications:write', ...NOTES, ...MENTORS, 'messages:send', 'events:read', ...TASKS, ...CASEWORK],
  // Captures leads, runs the recruitment fairs, watches the funnel, writes the news and the message templates; no
  // applications or visa detail, no money but what a fair cost, and no students' contact details (so it sends no
  // messages).
  marketing: ['dashboard:read', 'analytics:read', 'students:read', 'students:write', 'content:write', 'scholarships:write', 'templates:write', 'events:read', 'events:write', 'notifications:templates'],
  // Looks after partner universities and their scholarships: applications and their outcomes, and the universities'
  // pages and programmes.
  partnerships: ['dashboard:read', 'analytics:read', 'applications:read', 'universities:read', 'universities:write', 'students:read', 'scholarships:write'],
  // Fees and revenue: reads applications and sets their fees (a PATCH touching only the fee fields).
  finance: ['dashboard:read', 'analytics:read', 'revenue:read', 'fees:write', 'applications:read', 'universities:read', 'students:read'],
  // Answers students' questions: reads the pipeline (and the notes) but not the students' documents, changes nothing.
  support: [...READ_PIPELINE, 'notes:read'],
};

export function can(role: AdminRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Role badge text: underscore to space, upper case (docs/PRODUCT.md §3.2). */
export function roleLabel(role: AdminRole): string {
  return role.replaceAll('_', ' ').toUpperCase();
}
