import Router from '@koa/router';
import { createStudentMessageSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { logStudentMessage } from './queries';

/** POST /api/admin/students/:id/messages: the log of a message sent from a template (docs/PRODUCT.md §3.19). */
export function studentMessageRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });

  // The client sends its own id: the same log sent twice (the outbox after a lost answer) stores one (201, then 200).
  router.post('/students/:id/messages', requireAdmin(db.knex), requirePermission('messages:send'), noStore, async (ctx) => {
    const studentId = recordId(ctx.params.id, 'student');
    const input = parseInput(createStudentMessageSchema, ctx.request.body, 'message');
    const { message, created } = await logStudentMessage(db.knex, studentId, input, ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = message;
  });
  return router;
}
