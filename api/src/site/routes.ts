import Router from '@koa/router';
import type { SiteContact } from '@contract';
import type { AppContext } from '../app-context';

/** Contact details come from the server's configuration: one source for every tel:, mailto: and wa.me link. */
export function siteRoutes({ config }: AppContext): Router {
  const router = new Router();
  router.get('/api/site/contact', (ctx) => {
    const body: SiteContact = config.contact;
    ctx.body = body;
  });
  return router;
}
