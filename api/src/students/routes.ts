import Router from '@koa/router';
import { studentListQuerySchema } from '../contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { listStudents } from './queries';

export function studentRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  router.get('/students', requireAdmin(db.knex), requirePermission('students:read'), noStore, async (ctx) => {
    const query = parseInput(studentListQuerySchema, ctx.query, 'student list query');
    ctx.body = await listStudents(db.knex, query);
  });
  return router;
}
