import Router from '@koa/router';
import { z } from 'zod';
import { mentorCreateSchema, mentorMatchCreateSchema, mentorPatchSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { requirePortalStudent, type PortalState } from '../portal/session';
import { endMentorMatch, matchMentor, portalMentors } from './match-queries';
import { createMentor, listMentors, readMentor, updateMentor } from './queries';

const listQuery = z.object({
  search: z.string().max(200).optional(),
  archived: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  studentId: z.uuid('Choose the student from the list.').optional(),
  limit: z.coerce.number().int().min(1, 'Ask for 1 to 100 mentors.').max(100, 'Ask for 1 to 100 mentors.').default(50),
  cursor: z.string().max(500).optional(),
});

function numericId(param: string | undefined, noun: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param ?? '') || Number(param) > 2_147_483_647) throw new HttpError(404, `No ${noun} with this id: it may have been removed.`);
  return Number(param);
}

/** Mentors and their matches in Mission Control (docs/PRODUCT.md §3.16): read with mentors:read, written with mentors:write. */
export function adminMentorRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/mentors', sensitive: true });
  router.use(noStore, requireAdmin(db.knex), requirePermission('mentors:read'));
  const write = requirePermission('mentors:write');

  router.get('/', async (ctx) => {
    ctx.body = await listMentors(db.knex, parseInput(listQuery, ctx.query, 'mentor list query'));
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await readMentor(db.knex, numericId(ctx.params.id, 'mentor'));
  });
  router.post('/', write, async (ctx) => {
    const { mentor, created } = await createMentor(db.knex, parseInput(mentorCreateSchema, ctx.request.body, 'mentor'), ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = mentor;
  });
  router.patch('/:id', write, async (ctx) => {
    const id = numericId(ctx.params.id, 'mentor');
    ctx.body = await updateMentor(db.knex, id, parseInput(mentorPatchSchema, ctx.request.body, 'mentor'), ctx.state.admin.id);
  });
  router.post('/:id/matches', write, async (ctx) => {
    const id = numericId(ctx.params.id, 'mentor');
    const { studentId } = parseInput(mentorMatchCreateSchema, ctx.request.body, 'match');
    const { match, created } = await matchMentor(db.knex, id, studentId, ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = match;
  });
  router.post('/:id/matches/:matchId/end', write, async (ctx) => {
    ctx.body = await endMentorMatch(db.knex, numericId(ctx.params.id, 'mentor'), numericId(ctx.params.matchId, 'match'), ctx.state.admin.id);
  });
  return router;
}

/** GET /api/portal/mentors: the signed-in student's mentors now (no id is taken from the request). */
export function portalMentorRoutes({ db }: AppContext): Router {
  const router = new Router({ prefix: '/api/portal', sensitive: true });
  router.get<PortalState>('/mentors', requirePortalStudent(db.knex), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await portalMentors(db.knex, ctx.state.portal.studentId);
  });
  return router;
}
