import { z } from 'zod';
import { ADMIN_ROLES } from './enums';
import { validationText } from './i18n/validation';

/** Both login forms (admin and student portal) send this body. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, validationText('signInIncomplete')).max(100),
  password: z.string().min(1, validationText('signInIncomplete')).max(200),
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

export { PERMISSIONS, ROLE_PERMISSIONS, can, roleLabel, type Permission } from './permissions';
