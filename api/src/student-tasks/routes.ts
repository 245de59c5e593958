import Router from '@koa/router';
import { createStudentTaskSchema, portalTaskDoneSchema, updateStudentTaskSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { isLiveStudent } from '../crm-writes/references';
import { recordNotFound } from '../data/errors';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { requirePortalStudent, type PortalState } from '../portal/session';
import { createStudentTask, deleteStudentTask, listStudentTasks, tickOwnTask, updateStudentTask } from './queries';

/** Staff: a student's tasks (docs/PRODUCT.md §3.5), read with `students:read`, changed with `students:write`. */
export function studentTaskRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  const read = [requireAdmin(db.knex), requirePermission('students:read'), noStore] as const;
  const write = [requireAdmin(db.knex), requirePermission('students:write'), noStore] as const;

  router.get('/students/:id/tasks', ...read, async (ctx) => {
    const id = recordId(ctx.params.id, 'student');
    if (!(await isLiveStudent(db.knex, id))) throw recordNotFound('student');
    ctx.body = { items: await listStudentTasks(db.knex, id) };
  });

  // The client sends its own id: the same add sent twice stores one task (201 first, then 200).
  router.post('/students/:id/tasks', ...write, async (ctx) => {
    const studentId = recordId(ctx.params.id, 'student');
    const input = parseInput(createStudentTaskSchema, ctx.request.body, 'task');
    const { task, created } = await createStudentTask(db.knex, studentId, input, ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = task;
  });

  router.patch('/student-tasks/:taskId', ...write, async (ctx) => {
    const taskId = recordId(ctx.params.taskId, 'task');
    const patch = parseInput(updateStudentTaskSchema, ctx.request.body, 'change');
    ctx.body = await updateStudentTask(db.knex, taskId, patch, ctx.state.admin.id);
  });

  router.delete('/student-tasks/:taskId', ...write, async (ctx) => {
    await deleteStudentTask(db.knex, recordId(ctx.params.taskId, 'task'), ctx.state.admin.id);
    ctx.status = 204;
  });
  return router;
}

/**
 * The signed-in student ticks one of their own tasks (docs/PRODUCT.md §2.7); the student is the session's, never
 * the request's, and another student's task is a 404. The portal reloads its dashboard after.
 */
export function portalTaskRoutes({ db }: AppContext): Router {
  const router = new Router({ prefix: '/api/portal', sensitive: true });
  router.post<PortalState>('/tasks/:taskId/done', requirePortalStudent(db.knex), noStore, async (ctx) => {
    const taskId = recordId(ctx.params.taskId, 'task');
    const { done } = parseInput(portalTaskDoneSchema, ctx.request.body, 'tick');
    await tickOwnTask(db.knex, ctx.state.portal.studentId, taskId, done);
    ctx.status = 204;
  });
  return router;
}
