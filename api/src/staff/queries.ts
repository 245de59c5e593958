import type { Knex } from 'knex';
import { ASSIGNABLE_ROLES, ASSIGNED_WORKS, type AdminRole, type AssignableStaff, type AssignableStaffList, type AssignedWork } from '@contract';

/**
 * The active staff who may be given each kind of work in `works` (contract/assignments.ts), by name; a kind left
 * out answers an empty list. One read: a few dozen accounts at most.
 */
export async function listAssignableStaff(db: Knex, works: readonly AssignedWork[]): Promise<AssignableStaffList> {
  const roles = [...new Set(works.flatMap((work) => ASSIGNABLE_ROLES[work] as readonly AdminRole[]))];
  const staff: AssignableStaff[] = roles.length
    ? await db('admin_users')
        .where({ active: true })
        .whereIn('role', roles)
        .orderByRaw('lower(full_name), id')
        .select('id', 'full_name as fullName', 'role')
    : [];
  const of = (work: AssignedWork) =>
    works.includes(work) ? staff.filter((s) => (ASSIGNABLE_ROLES[work] as readonly AdminRole[]).includes(s.role)) : [];
  return Object.fromEntries(ASSIGNED_WORKS.map((work) => [work, of(work)])) as AssignableStaffList;
}
