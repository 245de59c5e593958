import Router from '@koa/router';
import { eventCreateSchema, eventListQuerySchema, eventPatchSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { createEvent, eventReport, eventReports, listEvents, readEvent, updateEvent } from './queries';

/**
 * Recruitment fairs (docs/PRODUCT.md §3.18): read with events:read (counselors pick one for fair mode), written with
 * events:write (marketing runs them).
 */
export function eventRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/events', sensitive: true });
  const read = [requireAdmin(db.knex), requirePermission('events:read'), noStore] as const;
  const write = [requireAdmin(db.knex), requirePermission('events:write'), noStore] as const;

  router.get('/', ...read, async (ctx) => {
    ctx.body = await listEvents(db.knex, parseInput(eventListQuerySchema, ctx.query, 'event list query'));
  });

  // Before /:id, which would take "reports" for an id.
  router.get('/reports', ...read, async (ctx) => {
    ctx.body = await eventReports(db.knex);
  });

  router.get('/:id', ...read, async (ctx) => {
    ctx.body = await readEvent(db.knex, recordId(ctx.params.id, 'event'));
  });

  router.get('/:id/report', ...read, async (ctx) => {
    ctx.body = await eventReport(db.knex, recordId(ctx.params.id, 'event'));
  });

  router.post('/', ...write, async (ctx) => {
    const { event, created } = await createEvent(db.knex, parseInput(eventCreateSchema, ctx.request.body, 'event'), ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = event;
  });

  router.patch('/:id', ...write, async (ctx) => {
    const id = recordId(ctx.params.id, 'event');
    const patch = parseInput(eventPatchSchema, ctx.request.body, 'event');
    ctx.body = await updateEvent(db.knex, id, patch, ctx.state.admin.id);
  });

  return router;
}
