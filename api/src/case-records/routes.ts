import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { listByStatus } from '../data/status-list';
import { createCaseRecord, updateCaseRecord, type CaseRecord } from './case-record';

/** The list, create and change endpoints of a case record, under /api/admin + its path. */
export function caseRecordRoutes<
  Item extends Fields,
  Fields extends { id: string; studentId: string; status: string },
  Create extends { id?: string; studentId: string },
  Update extends { version: number },
>(record: CaseRecord<Item, Fields, Create, Update>) {
  return ({ db }: AppContext): Router<AdminState> => {
    const router = new Router<AdminState>({ prefix: '/api/admin' });
    const { path, noun, permissions, schemas } = record;
    const write = [requireAdmin(db.knex), requirePermission(permissions.write), noStore] as const;

    router.get(path, requireAdmin(db.knex), requirePermission(permissions.read), noStore, async (ctx) => {
      const query = parseInput(schemas.list, ctx.query, `${noun} list query`);
      ctx.body = await listByStatus(db.knex, record.rows, query);
    });

    // The same create sent twice (same client id) stores one record: 201 first, then 200 with it.
    router.post(path, ...write, async (ctx) => {
      const input = parseInput(schemas.create, ctx.request.body, noun);
      const { item, created } = await createCaseRecord(db.knex, record, input, ctx.state.admin.id);
      ctx.status = created ? 201 : 200;
      ctx.body = item;
    });

    router.patch(`${path}/:id`, ...write, async (ctx) => {
      const id = recordId(ctx.params.id, noun);
      const patch = parseInput(schemas.update, ctx.request.body, 'change');
      ctx.body = await updateCaseRecord(db.knex, record, id, patch, ctx.state.admin.id);
    });
    return router;
  };
}
