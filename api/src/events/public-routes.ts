import Router from '@koa/router';
import { uuidOf } from '@contract/uuid';
import type { AppContext } from '../app-context';
import { NotFoundError } from '../data/errors';
import { publicCache } from '../http/public-cache';
import { readPublicEvent } from './queries';

export const NO_PUBLIC_EVENT = 'There is no recruitment fair at this address: it may have been removed.';

/**
 * GET /api/events/:id, for anyone: the fair a QR code names, so the enquiry page can say where the visitor is
 * (docs/PRODUCT.md §2.8). Its name, place and days only: what it cost stays in Mission Control.
 */
export function publicEventRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  router.get('/api/events/:id', publicCache, async (ctx) => {
    const id = uuidOf(ctx.params.id);
    const event = id && (await readPublicEvent(db.knex, id));
    if (!event) throw new NotFoundError(NO_PUBLIC_EVENT);
    ctx.body = event;
  });
  return router;
}
