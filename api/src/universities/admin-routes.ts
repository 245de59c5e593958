import Router from '@koa/router';
import { z } from 'zod';
import { PROGRAMME_LEVELS, programmeCreateSchema, programmePatchSchema, universityCreateSchema, universityPatchSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { createUniversity, listAdminUniversities, readAdminUniversity, updateUniversity } from './admin-queries';
import { createProgramme, listAdminProgrammes, readAdminProgramme, updateProgramme } from './programme-queries';
import { listUniversityOptions } from './queries';

const archivedFlag = z.enum(['true', 'false']).transform((v) => v === 'true').optional();
const search = z.string().max(200).optional();

/** `view=list` asks for Mission Control's list; without it, the { id, name } options the application form and the sync read. */
const universityListQuery = z.object({ view: z.literal('list').optional(), search, archived: archivedFlag });
const programmeListQuery = z.object({
  search,
  archived: archivedFlag,
  level: z.enum(PROGRAMME_LEVELS, `Choose a level: ${PROGRAMME_LEVELS.join(', ')}.`).optional(),
  universityId: z.coerce.number().int().positive('Choose the university.').optional(),
});

function numericId(param: string | undefined, noun: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param ?? '') || Number(param) > 2_147_483_647) throw new HttpError(404, `No ${noun} with this id: it may have been removed.`);
  return Number(param);
}

/** Universities and programmes in Mission Control (docs/PRODUCT.md §3.15): read with universities:read, written with universities:write. */
export function adminUniversityRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  router.use(['/universities', '/programs'], noStore, requireAdmin(db.knex), requirePermission('universities:read'));
  const write = requirePermission('universities:write');

  router.get('/universities', async (ctx) => {
    const { view, ...query } = parseInput(universityListQuery, ctx.query, 'university list query');
    ctx.body = view === 'list' ? await listAdminUniversities(db.knex, query) : await listUniversityOptions(db.knex);
  });
  router.get('/universities/:id', async (ctx) => {
    ctx.body = await readAdminUniversity(db.knex, numericId(ctx.params.id, 'university'));
  });
  router.post('/universities', write, async (ctx) => {
    const { university, created } = await createUniversity(db.knex, parseInput(universityCreateSchema, ctx.request.body, 'university'), ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = university;
  });
  router.patch('/universities/:id', write, async (ctx) => {
    const id = numericId(ctx.params.id, 'university');
    ctx.body = await updateUniversity(db.knex, id, parseInput(universityPatchSchema, ctx.request.body, 'university'), ctx.state.admin.id);
  });

  router.get('/programs', async (ctx) => {
    ctx.body = await listAdminProgrammes(db.knex, parseInput(programmeListQuery, ctx.query, 'programme list query'));
  });
  router.get('/programs/:id', async (ctx) => {
    ctx.body = await readAdminProgramme(db.knex, numericId(ctx.params.id, 'programme'));
  });
  router.post('/programs', write, async (ctx) => {
    const { programme, created } = await createProgramme(db.knex, parseInput(programmeCreateSchema, ctx.request.body, 'programme'), ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = programme;
  });
  router.patch('/programs/:id', write, async (ctx) => {
    const id = numericId(ctx.params.id, 'programme');
    ctx.body = await updateProgramme(db.knex, id, parseInput(programmePatchSchema, ctx.request.body, 'programme'), ctx.state.admin.id);
  });
  return router;
}
