import Router from '@koa/router';
import { newsletterSubscriptionSchema, type NewsletterResult } from '@contract';
import type { AppContext } from '../app-context';
import { clientAddress } from '../http/client-address';
import { parseInput } from '../http/validate';
import { countNewsletterSignUp } from './limits';
import { subscribe } from './queries';

export function newsletterRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  // One answer whether the address is new or already on the list, so it cannot be used to learn who subscribed.
  router.post('/api/newsletter', async (ctx) => {
    const { email } = parseInput(newsletterSubscriptionSchema, ctx.request.body, 'subscription');
    // Counted after validation: a typo the box did not catch costs no sign-up.
    await countNewsletterSignUp(db.knex, clientAddress(ctx));
    await subscribe(db.knex, email);
    const body: NewsletterResult = { email };
    ctx.body = body;
  });
  return router;
}
