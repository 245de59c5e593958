import Router from '@koa/router';
import { createStaffTaskSchema, staffTaskListQuerySchema, updateStaffTaskSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { recordsFor } from '../auth/read-scope';
import { recordExport } from '../exports/audit';
import { taskExport } from './export';
import { sendCsv } from '../http/csv-stream';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { listTasks } from './queries';
import { sweepDeadlines } from './rules';
import { createTask, updateTask } from './writes';

/**
 * Staff tasks and reminders (docs/PRODUCT.md §3.17), for roles with tasks:write: each reads and changes the tasks
 * they do or added, a manager (tasks:all) every task (docs/SECURITY.md).
 */
export function staffTaskRoutes({ db, logger }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/tasks', sensitive: true });
  router.use(requireAdmin(db.knex), requirePermission('tasks:write'), noStore);

  // GET ?assignee=me&status=open: "My tasks" still to do. The deadline rule catches up first (rules.ts).
  router.get('/', async (ctx) => {
    const query = parseInput(staffTaskListQuerySchema, ctx.query, 'task list query');
    await sweepDeadlines(db.knex);
    ctx.body = { items: recordsFor(ctx.state.admin.role, 'tasks', await listTasks(db.knex, ctx.state.admin, query)) };
  });

  // The same list as CSV (docs/PRODUCT.md §3.20), audited with its count.
  router.get('/export.csv', async (ctx) => {
    const query = parseInput(staffTaskListQuerySchema, ctx.query, 'task list query');
    await sweepDeadlines(db.knex);
    const { id } = ctx.state.admin;
    const done = (count: number, complete: boolean) => recordExport(db.knex, { actorId: id, list: 'tasks', count, complete, filters: query });
    sendCsv(ctx, { ...taskExport(db.knex, query, ctx.state.admin, done), logger });
  });

  // The client sends its own id: the same task sent twice (the outbox after a lost answer) stores one (201, then 200).
  router.post('/', async (ctx) => {
    const input = parseInput(createStaffTaskSchema, ctx.request.body, 'task');
    const { task, created } = await createTask(db.knex, ctx.state.admin, input);
    ctx.status = created ? 201 : 200;
    ctx.body = task;
  });

  router.patch('/:id', async (ctx) => {
    const id = recordId(ctx.params.id, 'task');
    const patch = parseInput(updateStaffTaskSchema, ctx.request.body, 'task');
    ctx.body = await updateTask(db.knex, ctx.state.admin, id, patch);
  });
  return router;
}
