import Router from '@koa/router';
import { z } from 'zod';
import { scholarshipCreateSchema, scholarshipPatchSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { createScholarship, listAdminScholarships, readAdminScholarship, updateScholarship } from './admin-queries';

const listQuerySchema = z.object({
  search: z.string().max(200).optional(),
  archived: z.enum(['true', 'false'], 'archived is true or false.').optional().transform((v) => v === 'true'),
});

function scholarshipId(param: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(param ?? '') ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, 'No scholarship with this id: it may have been removed.');
  return id;
}

/** Mission Control's scholarships (docs/PRODUCT.md §3.14), for roles with scholarships:write. */
export function adminScholarshipRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/scholarships', sensitive: true });
  router.use(noStore, requireAdmin(db.knex), requirePermission('scholarships:write'));

  router.get('/', async (ctx) => {
    ctx.body = await listAdminScholarships(db.knex, parseInput(listQuerySchema, ctx.query, 'scholarship list query'));
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await readAdminScholarship(db.knex, scholarshipId(ctx.params.id));
  });

  router.post('/', async (ctx) => {
    const { scholarship, created } = await createScholarship(db.knex, parseInput(scholarshipCreateSchema, ctx.request.body, 'scholarship'), ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = scholarship;
  });

  // Edits, and archive / restore: { archived: true | false, version }.
  router.patch('/:id', async (ctx) => {
    const patch = parseInput(scholarshipPatchSchema, ctx.request.body, 'scholarship');
    ctx.body = await updateScholarship(db.knex, scholarshipId(ctx.params.id), patch, ctx.state.admin.id);
  });

  return router;
}
