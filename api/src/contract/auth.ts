import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from './enums';

/** Both login forms (admin and student portal) send this body. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Please enter both username and password.').max(100),
  password: z.string().min(1, 'Please enter both username and password.').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The admin object login answers and the client keeps for display; never a hash. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * What each role may do, written once: the server enforces it, the UI hides what a role cannot use,
 * and docs/SECURITY.md explains it.
 */
export const PERMISSIONS = [
  'dashboard:read',
  'analytics:read',
  'revenue:read',
  'students:read',
  'students:write',
  'applications:read',
  'applications:write',
  'visas:read',
  'visas:write',
  'universities:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_PIPELINE: Permission[] = ['dashboard:read', 'students:read', 'applications:read', 'visas:read', 'universities:read'];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  super_admin: PERMISSIONS,
  // Runs admissions: students and applications end to end, reads the rest.
  admissions_lead: [...READ_PIPELINE, 'analytics:read', 'students:write', 'applications:write'],
  // Works visa cases; reads the students and offers those cases rest on.
  visa_officer: [...READ_PIPELINE, 'visas:write'],
  // Works their students and their applications; captures leads at fairs.
  counselor: [...READ_PIPELINE, 'students:write', 'applications:write'],
  // Captures leads and watches the funnel; no applications or visa detail, no money.
  marketing: ['dashboard:read', 'analytics:read', 'students:read', 'students:write'],
  // Looks after partner universities: applications and their outcomes.
  partnerships: ['dashboard:read', 'analytics:read', 'applications:read', 'universities:read', 'students:read'],
  // Fees and revenue.
  finance: ['dashboard:read', 'analytics:read', 'revenue:read', 'applications:read', 'universities:read', 'students:read'],
  // Answers students' questions: reads everything in the pipeline, changes nothing.
  support: READ_PIPELINE,
};

export function can(role: AdminRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Role badge text: underscore to space, upper case (SPEC section 2). */
export function roleLabel(role: AdminRole): string {
  return role.replaceAll('_', ' ').toUpperCase();
}
