import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { clientAddress } from '../http/client-address';
import { requestLanguage } from '../http/request-language';
import { handleEnquiry } from './receive';

/** POST /api/enquiries: the website's enquiry form (docs/PRODUCT.md §2.8); public, limited per address. */
export function enquiryRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  router.post('/api/enquiries', async (ctx) => {
    const { status, result } = await handleEnquiry(db.knex, ctx.request.body, clientAddress(ctx), requestLanguage(ctx));
    ctx.status = status;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = result;
  });
  return router;
}
