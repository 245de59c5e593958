// Who may be given a piece of work: a student's counselor, a visa case's officer, an application's owner. Written
// once: the server refuses anyone else (an account that is inactive, or whose role does other work), and a picker
// offers only these (GET /api/admin/staff/assignable).
import type { AdminRole } from './enums';
import type { Permission } from './permissions';

export const ASSIGNABLE_ROLES = {
  /** `assignedCounselor` of a student: those who work students and their applications. */
  counselor: ['counselor', 'admissions_lead'],
  /** `assignedOfficer` of a visa case: those who work visa cases. */
  officer: ['visa_officer'],
  /** `assignedOwner` of an application: those who work applications. */
  applicationOwner: ['counselor', 'admissions_lead'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AssignedWork = keyof typeof ASSIGNABLE_ROLES;
export const ASSIGNED_WORKS = Object.keys(ASSIGNABLE_ROLES) as AssignedWork[];

/** How messages and labels name the one given the work. */
export const ASSIGNEE_NOUNS: Record<AssignedWork, { noun: string; article: 'a' | 'an' }> = {
  counselor: { noun: 'counselor', article: 'a' },
  officer: { noun: 'officer', article: 'an' },
  applicationOwner: { noun: 'application owner', article: 'an' },
};

export function mayBeAssigned(work: AssignedWork, role: AdminRole): boolean {
  return (ASSIGNABLE_ROLES[work] as readonly AdminRole[]).includes(role);
}

/**
 * Who may read the names of those given each kind of work: the roles that read the records the work is on. Every
 * role reads students, so every signed-in staff member sees the counselors; a role that reads no visa cases gets
 * no officers.
 */
export const ASSIGNEES_READ_BY: Record<AssignedWork, Permission> = {
  counselor: 'students:read',
  officer: 'visas:read',
  applicationOwner: 'applications:read',
};
