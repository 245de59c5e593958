// Tasks for the student (issue 14 item 4, docs/PRODUCT.md §3.5, §2.7 and §5.5): staff add them on the student's
// page, the student ticks them done in the portal. The messages are written for the person filling the form: the
// client shows them next to the field, the server sends the same ones in a 400's details.
import { z } from 'zod';
import { validationText } from './i18n/validation';

/** Who ticked a task done: the student in the portal, or staff in Mission Control. */
export const TASK_COMPLETERS = ['student', 'staff'] as const;
export type TaskCompleter = (typeof TASK_COMPLETERS)[number];

export const TASK_TITLE_MAX = 200;

const title = z
  .string({ error: 'Enter what the student has to do.' })
  .trim()
  .min(1, 'Enter what the student has to do.')
  .max(TASK_TITLE_MAX, `Keep the task under ${TASK_TITLE_MAX} characters.`);

const DUE_DATE_MESSAGE = 'Enter a real due date, e.g. 2026-12-15.';
/** A calendar date that exists ('2026-02-30' is refused), 'YYYY-MM-DD'. */
const dueDate = z.iso.date({ error: DUE_DATE_MESSAGE });

const done = z.boolean({ error: validationText('taskDone') });

/** A student's task as staff read it. */
export const studentTaskSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  title: z.string(),
  /** 'YYYY-MM-DD'; null on older tasks created without one. */
  dueDate: z.iso.date().nullable(),
  done: z.boolean(),
  doneAt: z.iso.datetime().nullable(),
  doneBy: z.enum(TASK_COMPLETERS).nullable(),
  /** The staff member who added it; null when the account is gone or the task was imported. */
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  version: z.number().int().min(1),
});
export type StudentTask = z.infer<typeof studentTaskSchema>;

/** POST /api/admin/students/:id/tasks: the client's id makes a resend store one task (201, then 200). */
export const createStudentTaskSchema = z.object({
  id: z.uuid('The id must be a UUID.'),
  title,
  dueDate,
});
export type CreateStudentTask = z.infer<typeof createStudentTaskSchema>;

/** PATCH /api/admin/student-tasks/:taskId: the fields changed and the version the person saw (stale: a 409). */
export const updateStudentTaskSchema = z
  .object({
    title: title.optional(),
    dueDate: dueDate.optional(),
    done: done.optional(),
    version: z.number({ error: 'The version of the task you edited is missing.' }).int().min(1),
  })
  .refine((v) => v.title !== undefined || v.dueDate !== undefined || v.done !== undefined, {
    message: 'Change the title, the due date or whether the task is done.',
  });
export type UpdateStudentTask = z.infer<typeof updateStudentTaskSchema>;

/** POST /api/portal/tasks/:taskId/done: the student ticks (or unticks) one of their own tasks. */
export const portalTaskDoneSchema = z.object({ done });
export type PortalTaskDone = z.infer<typeof portalTaskDoneSchema>;
