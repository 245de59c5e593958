// The staff a record may be given to (GET /api/admin/staff/assignable): per kind of work, the active accounts whose
// role does it (contract/assignments.ts), by name. The forms' owner pickers and the lists' owner filters read it,
// online and offline (the web app keeps the answer on the device).
import { z } from 'zod';
import { ADMIN_ROLES } from './enums';

export const assignableStaffSchema = z.object({ id: z.uuid(), fullName: z.string(), role: z.enum(ADMIN_ROLES) });
export type AssignableStaff = z.infer<typeof assignableStaffSchema>;

export const assignableStaffListSchema = z.object({
  counselor: assignableStaffSchema.array(),
  officer: assignableStaffSchema.array(),
  applicationOwner: assignableStaffSchema.array(),
});
export type AssignableStaffList = z.infer<typeof assignableStaffListSchema>;
