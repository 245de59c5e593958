import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { NEWSLETTER_FORM_STATE_PATH, newsletterSubscriptionSchema, type NewsletterFormState } from '@contract';
import { languagePath } from '@contract/language-paths';
import { LANGUAGES } from '@contract/languages';
import type { AppContext } from '../app-context';
import { pageForm } from '../auth/same-origin';
import { clientAddress } from '../http/client-address';
import { HttpError, toHttpError } from '../http/errors';
import { refusalIn, requestLanguage } from '../http/request-language';
import type { PageRenderer } from '../ssr/renderer';
import { countNewsletterSignUp } from './limits';
import { subscribe } from './queries';

// One address of at most 254 characters, percent-encoded.
const FORM_LIMIT = '4kb';

/** The pages that show the newsletter box (the news hub and each article): where its form posts without JavaScript. */
export const NEWSLETTER_FORM_PAGES = ['/news', '/news/:id'] as const;

/** Subscribes, or says why not: a sentence for the box (bad address, 400; the limit, 429 with Retry-After). */
async function attempt(ctx: Context, { db }: AppContext): Promise<{ state: NewsletterFormState; refusal?: HttpError }> {
  const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
  const typed = typeof raw.email === 'string' ? raw.email : '';
  const parsed = newsletterSubscriptionSchema.safeParse({ email: typed });
  if (!parsed.success) {
    const refusal = new HttpError(400, parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
    // The box's sentence in the page's language (issue 29): the form posts to /so/news, say.
    return { state: { email: typed, subscribed: false, message: refusalIn(refusal, requestLanguage(ctx)).message }, refusal };
  }
  try {
    await countNewsletterSignUp(db.knex, clientAddress(ctx));
  } catch (caught) {
    // The limit (RateLimitedError): the box says it in the page's language, with the 429 and its Retry-After.
    const err = toHttpError(caught);
    if (err?.status !== 429) throw caught;
    return { state: { email: typed, subscribed: false, message: refusalIn(err, requestLanguage(ctx)).message }, refusal: err };
  }
  await subscribe(db.knex, parsed.data.email);
  return { state: { email: parsed.data.email, subscribed: true, message: null } };
}

/**
 * POST /news and POST /news/:id: the newsletter box as a plain HTML form, for a tap on Subscribe before the
 * JavaScript has arrived or where it does not run. Form bodies only, other sites refused, the same schema, limit and
 * write as POST /api/newsletter. The answer is the page the box was on, rendered with the box's state (the thank-you,
 * or the address typed and why it was refused, with the refusal's status); without a renderer (no build), a 303 back
 * to that page, or the refusal as the API's error body. Only POSTs reach the router: a GET /news/:id that answers
 * 404 (a missing article) would otherwise find its route there, and the API routers' allowedMethods, seeing a path
 * that only knows POST, would turn the page's 404 into a 405.
 */
export function newsletterFormRoutes(context: AppContext, pages: PageRenderer | undefined): Middleware {
  const router = new Router({ sensitive: true });
  const handle = async (ctx: Context) => {
    const { state, refusal } = await attempt(ctx, context);
    ctx.set('Cache-Control', 'no-store');
    if (!pages) {
      if (refusal) throw refusal;
      ctx.status = 303;
      ctx.redirect(ctx.url);
      return;
    }
    const page = await pages(new URL(ctx.url, `${ctx.protocol}://${ctx.host}`), { apiPath: NEWSLETTER_FORM_STATE_PATH, data: state });
    if (page.location) {
      ctx.status = 303;
      ctx.redirect(page.location);
      return;
    }
    ctx.status = refusal?.status ?? page.status;
    if (refusal?.headers) ctx.set(refusal.headers);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.html;
  };
  const door = pageForm({ limit: FORM_LIMIT, sendFrom: 'the newsletter form from the News page' });
  // Every language's page too (issue 29): the box on /so/news posts to /so/news.
  for (const path of NEWSLETTER_FORM_PAGES) for (const language of LANGUAGES) router.post(languagePath(language, path), ...door, handle);
  const routes = router.routes();
  return (ctx, next) => (ctx.method === 'POST' ? routes(ctx as Parameters<typeof routes>[0], next) : next());
}
