import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { activityQuerySchema, can, ROW_SCOPES, type AdminRole } from '@contract';
import { listRecordActivity } from '../activity/queries';
import { recordNotFound } from '../data/errors';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { pageFor, writeAnswerFor } from '../auth/read-scope';
import { inScope } from '../data/row-scope';
import { missingStudent } from '../crm-writes/references';
import { caseExport } from './export';
import { recordExport } from '../exports/audit';
import { sendCsv } from '../http/csv-stream';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { listByStatus } from '../data/status-list';
import type { StatusListParams } from '../data/status-list';
import { createCaseRecord, readCaseRecord, today, updateCaseRecord, type CaseRecord } from './case-record';

/** The list, create and change endpoints of a case record, under /api/admin + its path. */
export function caseRecordRoutes<
  Item extends Fields,
  Fields extends { id: string; studentId: string; status: string },
  Create extends { id?: string; studentId: string },
  Update extends { version: number },
  List extends StatusListParams<Fields['status']>,
>(record: CaseRecord<Item, Fields, Create, Update, List>) {
  return ({ db, logger }: AppContext): Router<AdminState> => {
    const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
    const { path, noun, permissions, schemas, restricted } = record;
    const write = [requireAdmin(db.knex), requirePermission(permissions.write), noStore] as const;
    const refuse = (message = 'Your role does not allow this.') => new HttpError(403, message);

    /** The fields a write sets: on a create those with a value, on a change every one sent (null clears). */
    const mayWrite = (role: AdminRole, input: object, op: 'create' | 'change') => {
      const sent = Object.entries(input)
        .filter(([field, value]) => field !== 'version' && value !== undefined && (op === 'change' || value !== null))
        .map(([field]) => field);
      const own = sent.filter((field) => !restricted?.fields.includes(field));
      if (restricted && own.length < sent.length && !can(role, restricted.permission)) throw refuse(restricted.refusal);
      if (own.length > 0 && !can(role, permissions.write)) throw refuse();
    };

    const read = [requireAdmin(db.knex), requirePermission(permissions.read), noStore] as const;

    router.get(path, ...read, async (ctx) => {
      const query = parseInput(schemas.list, ctx.query, `${noun} list query`);
      // Deadlines count from the server's day (UTC); `owner=me` is the caller.
      const context = { me: ctx.state.admin.id, today: today(), scope: ctx.state.admin };
      ctx.body = pageFor(ctx.state.admin.role, record.records, await listByStatus(db.knex, record.rows, record.listing, query, context));
    });

    // The list as CSV, with the list's own query: registered ahead of the record's page (`:id`).
    router.get(`${path}/export.csv`, ...read, async (ctx) => {
      const query = parseInput(schemas.list, ctx.query, `${noun} list query`);
      const { id, role } = ctx.state.admin;
      const done = (count: number, complete: boolean) =>
        recordExport(db.knex, { actorId: id, list: record.records, count, complete, filters: query as Record<string, unknown> });
      const spec = { records: record.records, rows: record.rows, listing: record.listing, columns: record.exportColumns };
      sendCsv(ctx, { ...caseExport(db.knex, spec, query, { me: id, today: today(), role, scope: { id, role } }, done), logger });
    });

    // The record's own page: the record, then its history.
    router.get(`${path}/:id`, ...read, async (ctx) => {
      const item = await readCaseRecord(db.knex, record.rows, recordId(ctx.params.id, noun));
      if (!item) throw recordNotFound(noun);
      ctx.body = await writeAnswerFor(ctx.state.admin.role, record.records, Promise.resolve(item as Item & object));
    });

    router.get(`${path}/:id/activity`, ...read, async (ctx) => {
      const id = recordId(ctx.params.id, noun);
      const query = parseInput(activityQuerySchema, ctx.query, 'history query');
      if (!(await readCaseRecord(db.knex, record.rows, id))) throw recordNotFound(noun);
      ctx.body = await listRecordActivity(db.knex, record.entity, id, ctx.state.admin.role, query);
    });

    // The same create sent twice (same client id) stores one record: 201 first, then 200 with it.
    router.post(path, ...write, async (ctx) => {
      const input = parseInput(schemas.create, ctx.request.body, noun);
      mayWrite(ctx.state.admin.role, input, 'create');
      // A record for a student outside the person's row scope: answered as for a student that does not exist. A visa
      // officer opens a visa case for any student (the case brings the student into their scope).
      const opensCase = record.records === 'visa-cases' && ROW_SCOPES[ctx.state.admin.role] === 'visa-caseload';
      if (!opensCase && !(await inScope(db.knex, ctx.state.admin, 'students', input.studentId.toLowerCase()))) throw missingStudent();
      const { item, created } = await createCaseRecord(db.knex, record, input, ctx.state.admin.id);
      ctx.status = created ? 201 : 200;
      ctx.body = await writeAnswerFor(ctx.state.admin.role, record.records, Promise.resolve(item));
    });

    // The restricted fields' permission alone opens a change of just those fields (finance setting a fee).
    const changeAllowed = [permissions.write, ...(restricted ? [restricted.permission] : [])];
    router.patch(`${path}/:id`, requireAdmin(db.knex), noStore, async (ctx) => {
      if (!changeAllowed.some((permission) => can(ctx.state.admin.role, permission))) throw refuse();
      const id = recordId(ctx.params.id, noun);
      const patch = parseInput(schemas.update, ctx.request.body, 'change');
      mayWrite(ctx.state.admin.role, patch, 'change');
      ctx.body = await writeAnswerFor(ctx.state.admin.role, record.records, updateCaseRecord(db.knex, record, id, patch, ctx.state.admin.id));
    });
    return router;
  };
}
