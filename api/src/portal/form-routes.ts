import Router from '@koa/router';
import type { Context } from 'koa';
import { loginSchema, PORTAL_PATH, type PortalFormError } from '@contract';
import { PORTAL_SIGN_OUT_PATH } from '@contract/portal-session';
import type { AppContext } from '../app-context';
import { pageForm } from '../auth/same-origin';
import { HttpError, toHttpError } from '../http/errors';
import { signOutStudent } from './session';
import { signInStudent } from './sign-in-student';
import { languagePath, splitLanguagePath } from '@contract/language-paths';
import { LANGUAGES } from '@contract/languages';

// Two short fields: anything bigger is not this form.
const FORM_LIMIT = '4kb';

/** Back to the portal page: signed in, or with the code of what went wrong for the page to show. */
function backToPortal(ctx: Context, error?: { code: PortalFormError; minutes?: number }): void {
  const query = new URLSearchParams();
  if (error) query.set('error', error.code);
  if (error?.minutes) query.set('minutes', String(error.minutes));
  ctx.status = 303;
  ctx.set('Cache-Control', 'no-store');
  const page = languagePath(splitLanguagePath(ctx.path).language, PORTAL_PATH);
  ctx.redirect(query.size ? `${page}?${query}` : page);
}

function failureOf(err: HttpError): { code: PortalFormError; minutes?: number } {
  if (err.status === 401) return { code: 'credentials' };
  if (err.status === 429) return { code: 'limited', minutes: Math.ceil(Number(err.headers?.['Retry-After'] ?? 60) / 60) };
  return { code: 'unavailable' };
}

/**
 * POST /student-portal: the portal's sign-in form as a plain HTML form, for a tap on "Sign In" before the
 * JavaScript has arrived (a slow phone line). A page route outside /api: it reads
 * application/x-www-form-urlencoded, refuses other sites as the API does, and signs in with the same limits and
 * checks (sign-in-student.ts). It answers 303 to /student-portal, where the page opens the dashboard, or back
 * with `?error=` for the page to show. With the JavaScript loaded, the form is sent to the JSON API instead.
 * POST /student-portal/sign-out is the signed-in portal's Sign Out as a form, for the same reason.
 */
export function portalFormRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  // Refusals that a person using the page never meets answer the one error body, as the API's.
  // The page in every language posts to its own address and comes back to it (issue 29).
  const door = pageForm({ limit: FORM_LIMIT, sendFrom: 'the sign-in form from the Student Portal page' });
  const handle = async (ctx: Context) => {
    const parsed = loginSchema.safeParse(ctx.request.body);
    if (!parsed.success) return backToPortal(ctx, { code: 'incomplete' });
    // Postgres cannot compare U+0000 (a 500): such a name or password is wrong whatever it is.
    if (`${parsed.data.username}${parsed.data.password}`.includes('\u0000')) return backToPortal(ctx, { code: 'credentials' });
    try {
      await signInStudent(ctx, db.knex, parsed.data);
    } catch (caught) {
      // A refusal the API would answer (wrong password 401, the sign-in limits' RateLimitedError 429): back to the
      // page with its reason; anything else is the error middleware's.
      const err = toHttpError(caught);
      if (!err) throw caught;
      return backToPortal(ctx, failureOf(err));
    }
    backToPortal(ctx);
  };
  for (const language of LANGUAGES) router.post(languagePath(language, PORTAL_PATH), ...door, handle);
  // Sign Out tapped before the app (the server renders the signed-in portal): the same end as the API's logout, then
  // the portal page in the same language, signed out.
  const exit = pageForm({ limit: FORM_LIMIT, sendFrom: 'the Sign Out button from the Student Portal page' });
  const signOut = async (ctx: Context) => {
    await signOutStudent(ctx, db.knex);
    backToPortal(ctx);
  };
  for (const language of LANGUAGES) router.post(languagePath(language, PORTAL_SIGN_OUT_PATH), ...exit, signOut);
  return router;
}
