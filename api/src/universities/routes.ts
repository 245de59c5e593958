import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { NotFoundError } from '../data/errors';
import { publicCache } from '../http/public-cache';
import { getUniversity, listUniversities } from './queries';

const NOT_A_PARTNER = 'There is no partner university at this address: it may have been removed. See all our partner universities instead.';

/**
 * A university id as a path holds it: digits, within Postgres's integer range. Anything else names no university,
 * so it is the same 404 as an unknown id (the page at /universities/<that> is simply not found).
 */
function universityIdOf(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : undefined;
}

export function universityRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  router.get('/api/universities', publicCache, async (ctx) => {
    ctx.body = await listUniversities(db.knex);
  });
  router.get('/api/universities/:id', publicCache, async (ctx) => {
    const id = universityIdOf(ctx.params.id);
    const university = id === undefined ? undefined : await getUniversity(db.knex, id);
    if (!university) throw new NotFoundError(NOT_A_PARTNER);
    ctx.body = university;
  });
  return router;
}
