// Who may be given a piece of work: a student's counselor, a visa case's officer. Written once: the server refuses
// anyone else (an account that is inactive, or whose role does other work), and a picker offers only these.
import type { AdminRole } from './enums';

export const ASSIGNABLE_ROLES = {
  /** `assignedCounselor` of a student: those who work students and their applications. */
  counselor: ['counselor', 'admissions_lead'],
  /** `assignedOfficer` of a visa case: those who work visa cases. */
  officer: ['visa_officer'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AssignedWork = keyof typeof ASSIGNABLE_ROLES;

export function mayBeAssigned(work: AssignedWork, role: AdminRole): boolean {
  return (ASSIGNABLE_ROLES[work] as readonly AdminRole[]).includes(role);
}
