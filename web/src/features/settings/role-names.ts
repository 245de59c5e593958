import { ADMIN_ROLES, type AdminRole } from '@contract';

/** "super_admin" → "Super admin". */
const roleName = (role: AdminRole) => role.charAt(0).toUpperCase() + role.slice(1).replaceAll('_', ' ');

/** The roles as the staff screens name them in sentences and pickers. */
export const ROLE_NAMES = Object.fromEntries(ADMIN_ROLES.map((role) => [role, roleName(role)])) as Record<AdminRole, string>;
