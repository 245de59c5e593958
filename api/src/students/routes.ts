import Router from '@koa/router';
import {
  activityQuerySchema,
  createStudentSchema,
  IMPORT_MAX_BYTES,
  importQuerySchema,
  PORTAL_ACTIVATE_PATH,
  resolveDuplicateSchema,
  studentBulkSchema,
  studentListQuerySchema,
  updateStudentSchema,
  type PortalInvite,
} from '@contract';
import { listStudentActivity } from '../activity/queries';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { conflictsFor, pageFor, writeAnswerFor } from '../auth/read-scope';
import { outsideScope } from '../data/row-scope';
import { isLiveStudent } from '../crm-writes/references';
import { documentStorage } from '../documents/storage';
import { recordExport } from '../exports/audit';
import { studentExport } from './export';
import { sendCsv } from '../http/csv-stream';
import { HttpError } from '../http/errors';
import { readTextBody } from '../http/text-body';
import { ConflictError, recordNotFound } from '../data/errors';
import { linkBase } from '../http/link-base';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { createPortalInvite } from '../portal/invites';
import { getStudentDetail } from './detail-queries';
import { changeStudents } from './bulk';
import { keepAsSeparate } from './duplicates';
import { importLeads } from './import';
import { countImportCheck } from './import-limits';
import { mergeDuplicate } from './merge';
import { listStudents } from './queries';
import { createStudent, updateStudent } from './write-queries';
import { assertMayWriteStudent, duplicatesFor } from './write-scope';

/** The fields a write's body names (parseInput has checked it is an object). */
const sentFields = (body: unknown): string[] => Object.keys(body as object);

export function studentRoutes({ db, config, logger }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  const read = [requireAdmin(db.knex), requirePermission('students:read'), noStore] as const;
  const write = [requireAdmin(db.knex), requirePermission('students:write'), noStore] as const;

  router.get('/students', ...read, async (ctx) => {
    const query = parseInput(studentListQuerySchema, ctx.query, 'student list query');
    const { id, role } = ctx.state.admin;
    ctx.body = pageFor(role, 'students', await listStudents(db.knex, query, { id, role }));
  });

  // The list as CSV, with the list's own query (filters, search, order): registered ahead of /students/:id.
  router.get('/students/export.csv', ...read, async (ctx) => {
    const query = parseInput(studentListQuerySchema, ctx.query, 'student list query');
    const { id, role } = ctx.state.admin;
    const done = (count: number, complete: boolean) => recordExport(db.knex, { actorId: id, list: 'students', count, complete, filters: query });
    sendCsv(ctx, { ...studentExport(db.knex, query, { id, role }, done), logger });
  });

  router.get('/students/:id', ...read, async (ctx) => {
    const detail = await getStudentDetail(db.knex, recordId(ctx.params.id, 'student'), ctx.state.admin);
    if (!detail) throw recordNotFound('student');
    ctx.body = detail;
  });

  router.get('/students/:id/activity', ...read, async (ctx) => {
    const id = recordId(ctx.params.id, 'student');
    const query = parseInput(activityQuerySchema, ctx.query, 'timeline query');
    if (!(await isLiveStudent(db.knex, id))) throw recordNotFound('student');
    ctx.body = await listStudentActivity(db.knex, id, ctx.state.admin.role, query);
  });

  // The client may send its own id: the same create sent twice stores one student (201 first, then 200).
  router.post('/students', ...write, async (ctx) => {
    const input = parseInput(createStudentSchema, ctx.request.body, 'student');
    const { role } = ctx.state.admin;
    assertMayWriteStudent(role, sentFields(ctx.request.body), 'create');
    const { student, created } = await createStudent(db.knex, input, ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    const answer = await writeAnswerFor(role, 'students', Promise.resolve(student));
    const outside = await outsideScope(db.knex, ctx.state.admin, student.possibleDuplicateOf.map((m) => m.id));
    ctx.body = { ...answer, ...duplicatesFor(role, student.possibleDuplicateOf, outside) };
  });

  // A CSV of leads (text/csv): a dry run reports row by row what an import would do; an import does it, once.
  router.post('/students/import', ...write, async (ctx) => {
    const { dryRun, mapping } = parseInput(importQuerySchema, ctx.query, 'import');
    if (ctx.is('text/csv') === false) throw new HttpError(415, 'Send the file as the body, with the header Content-Type: text/csv.');
    const text = await readTextBody(ctx, IMPORT_MAX_BYTES, `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it and import each part.`);
    // A dry run answers which stored students a file matches: counted per person, as sync requests are.
    if (dryRun) await countImportCheck(db.knex, ctx.state.admin.id);
    const { id, role } = ctx.state.admin;
    ctx.body = await importLeads(db.knex, text, { dryRun, mapping, actor: { id, role } });
  });

  // One change to many students; answered 200 with each student's outcome (done, refused, conflict), never all-or-nothing.
  router.post('/students/bulk', ...write, async (ctx) => {
    const input = parseInput(studentBulkSchema, ctx.request.body, 'bulk change');
    ctx.body = await changeStudents(db.knex, input, ctx.state.admin);
  });

  router.patch('/students/:id', ...write, async (ctx) => {
    const id = recordId(ctx.params.id, 'student');
    const patch = parseInput(updateStudentSchema, ctx.request.body, 'change');
    assertMayWriteStudent(ctx.state.admin.role, sentFields(ctx.request.body), 'update');
    ctx.body = await writeAnswerFor(ctx.state.admin.role, 'students', updateStudent(db.knex, id, patch, ctx.state.admin.id));
  });

  // Keep both answers the flagged lead; a merge answers the kept student (also when resent after a lost answer).
  router.post('/students/:id/duplicates', ...write, async (ctx) => {
    const id = recordId(ctx.params.id, 'student');
    const input = parseInput(resolveDuplicateSchema, ctx.request.body, 'resolution');
    if (input.resolution === 'keep') {
      await keepAsSeparate(db.knex, id, ctx.state.admin.id);
      ctx.body = await getStudentDetail(db.knex, id, ctx.state.admin);
      return;
    }
    const { droppedFiles } = await conflictsFor(ctx.state.admin.role, 'students', mergeDuplicate(db.knex, id, input, ctx.state.admin));
    for (const key of droppedFiles) await documentStorage(config, db.knex).remove(key);
    const kept = await getStudentDetail(db.knex, input.into.toLowerCase(), ctx.state.admin);
    if (!kept) throw new ConflictError('The student this was merged into has since been removed.');
    ctx.body = kept;
  });

  // A one-time link to the student portal (docs/PRODUCT.md §2.7), answered once: only its hash is kept. It goes to a
  // person, so it is on PUBLIC_URL when the site has one, else on the address this request came in on (not
  // ctx.origin: Koa 3 echoes the Origin header there).
  router.post('/students/:id/portal-invite', requireAdmin(db.knex), requirePermission('portal:invite'), noStore, async (ctx) => {
    const linkOf = (token: string) => `${linkBase(ctx, config)}${PORTAL_ACTIVATE_PATH}?token=${token}`;
    // The student also gets the link by e-mail when they have an address (issue 30).
    const { token, expiresAt } = await createPortalInvite(db.knex, recordId(ctx.params.id, 'student'), ctx.state.admin.id, new Date(), linkOf);
    const body: PortalInvite = { url: linkOf(token), expiresAt: expiresAt.toISOString() };
    ctx.status = 201;
    ctx.body = body;
  });
  return router;
}
