import Router from '@koa/router';
import { newsletterSubscriptionSchema, type NewsletterResult } from '@contract';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/validate';
import { subscribe } from './queries';

export function newsletterRoutes({ db }: AppContext): Router {
  const router = new Router();
  router.post('/api/newsletter', async (ctx) => {
    const { email } = parseInput(newsletterSubscriptionSchema, ctx.request.body, 'subscription');
    const { alreadySubscribed } = await subscribe(db.knex, email);
    const body: NewsletterResult = { email, alreadySubscribed };
    ctx.status = alreadySubscribed ? 200 : 201;
    ctx.body = body;
  });
  return router;
}
