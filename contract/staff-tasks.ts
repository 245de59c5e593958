// Staff tasks and reminders (issue 17 item 1, docs/PRODUCT.md §3.17): /api/admin/tasks. The client's id makes a
// resent create store one task; a change names the version it was made on (stale: 409). Types, the grouping of
// "My tasks" and the rules are in staff-task-kinds.ts and staff-task-rules.ts, apart from zod.
import { z } from 'zod';
import { PRIORITIES } from './enums';
import { STAFF_TASK_RULES, STAFF_TASK_STATUSES, STAFF_TASK_TITLE_MAX, type StaffTask } from './staff-task-kinds';

export * from './staff-task-kinds';
export * from './staff-task-rules';

export const staffTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  studentId: z.uuid().nullable(),
  studentName: z.string().nullable(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  dueAt: z.iso.datetime(),
  priority: z.enum(PRIORITIES),
  status: z.enum(STAFF_TASK_STATUSES),
  completedAt: z.iso.datetime().nullable(),
  rule: z.enum(STAFF_TASK_RULES).nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int().min(1),
}) satisfies z.ZodType<StaffTask>;

const title = z
  .string({ error: 'Enter what has to be done.' })
  .trim()
  .min(1, 'Enter what has to be done.')
  .max(STAFF_TASK_TITLE_MAX, `Keep the task under ${STAFF_TASK_TITLE_MAX} characters.`);
const dueAt = z.iso.datetime({ offset: true, error: 'Choose the date and time it is due.' }).transform((v) => new Date(v).toISOString());
const priority = z.enum(PRIORITIES, { error: 'Choose a priority: high, medium or low.' });
const status = z.enum(STAFF_TASK_STATUSES, { error: "The status is 'open' or 'done'." });
const studentId = z.uuid('Choose the student from the list.').nullable();
const assigneeId = z.uuid('Choose who does it from the list.').nullable();

/** POST /api/admin/tasks. No assignee: the person adding it. */
export const createStaffTaskSchema = z.strictObject({
  id: z.uuid('The id must be a UUID.'),
  title,
  studentId: studentId.optional().transform((v) => v ?? null),
  assigneeId: assigneeId.optional(),
  dueAt,
  priority: priority.default('medium'),
  status: status.default('open'),
});
export type CreateStaffTaskInput = z.input<typeof createStaffTaskSchema>;
export type CreateStaffTask = z.infer<typeof createStaffTaskSchema>;

/** PATCH /api/admin/tasks/:id: the fields changed and the version the person saw. */
export const updateStaffTaskSchema = z
  .strictObject({
    title: title.optional(),
    studentId: studentId.optional(),
    assigneeId: assigneeId.optional(),
    dueAt: dueAt.optional(),
    priority: priority.optional(),
    status: status.optional(),
    version: z.number({ error: 'The version of the task you edited is missing.' }).int().min(1),
  })
  .refine((v) => Object.keys(v).some((key) => key !== 'version'), { message: 'Change the title, who does it, when, the priority or the status.' });
export type UpdateStaffTask = z.infer<typeof updateStaffTaskSchema>;

/**
 * GET /api/admin/tasks. assignee: 'me', 'unassigned', or a staff member's id; absent, every task the person may read.
 * status and studentId narrow it further.
 */
export const staffTaskListQuerySchema = z.object({
  assignee: z.union([z.enum(['me', 'unassigned']), z.uuid()], { error: "assignee is 'me', 'unassigned' or a staff member's id." }).optional(),
  status: status.optional(),
  studentId: z.uuid('studentId must be a student id.').optional(),
});
export type StaffTaskListQuery = z.infer<typeof staffTaskListQuerySchema>;

/** The most tasks one GET answers (soonest due first); the offline copy holds them all. */
export const STAFF_TASKS_LISTED = 500;
