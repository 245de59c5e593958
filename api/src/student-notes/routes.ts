import Router from '@koa/router';
import { createStudentNoteSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { isLiveStudent } from '../crm-writes/references';
import { recordNotFound } from '../data/errors';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { createStudentNote, listStudentNotes } from './queries';

/**
 * A student's notes and logged contacts (docs/PRODUCT.md §3.5.1): read with `notes:read`, added with `notes:write`
 * (the roles that read the whole student, docs/SECURITY.md).
 */
export function studentNoteRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  const read = [requireAdmin(db.knex), requirePermission('notes:read'), noStore] as const;
  const write = [requireAdmin(db.knex), requirePermission('notes:write'), noStore] as const;

  router.get('/students/:id/notes', ...read, async (ctx) => {
    const id = recordId(ctx.params.id, 'student');
    if (!(await isLiveStudent(db.knex, id))) throw recordNotFound('student');
    ctx.body = { items: await listStudentNotes(db.knex, id) };
  });

  // The client sends its own id: the same note sent twice (the outbox after a lost answer) stores one (201, then 200).
  router.post('/students/:id/notes', ...write, async (ctx) => {
    const studentId = recordId(ctx.params.id, 'student');
    const input = parseInput(createStudentNoteSchema, ctx.request.body, 'note');
    const { note, created } = await createStudentNote(db.knex, studentId, input, ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = note;
  });
  return router;
}
