/**
 * A readable cookie that only says "a portal session may be live" (its value is '1', never the session id, which
 * stays http-only in mc_portal). The portal page asks GET /api/portal/me only when it is set, so a signed-out
 * visitor gets the form with no request and no 401 in the console. Kept free of zod: the page chunk imports it.
 */
export const PORTAL_SIGNED_IN_COOKIE = 'mc_portal_signed_in';

/** The signed-in student's dashboard (null when signed out): the portal's one query, and its key on the web. */
export const PORTAL_ME_PATH = '/api/portal/me';

/**
 * The portal sign-in form also works before the JavaScript arrives: it posts to POST /student-portal, which answers
 * 303 back to /student-portal, with `?error=<code>` when the sign-in failed (and `&minutes=N` for `limited`). The page
 * shows the sentence of the code; codes, not sentences, travel in the URL, so no link can make the page say
 * something of its choosing.
 */
export const PORTAL_PATH = '/student-portal';

/** The codes a sign-in posted before the app comes back with; the page says each from the catalogues (portal.signIn.*). */
export const PORTAL_FORM_ERRORS = ['credentials', 'incomplete', 'unavailable', 'limited'] as const;
export type PortalFormError = (typeof PORTAL_FORM_ERRORS)[number];

/**
 * What a sign-in posted before the app came back with (`?error=`, and `?minutes=` for `limited`), or null for no or an
 * unknown code: the page shows the code's sentence from the catalogues, in its language. `params`: a URLSearchParams.
 */
export function postedPortalError(params: { get(name: string): string | null }): { code: PortalFormError; minutes: number } | null {
  const code = params.get('error');
  if (code === 'limited') {
    const minutes = Math.max(1, Math.min(60, Number.parseInt(params.get('minutes') ?? '', 10) || 1));
    return { code, minutes };
  }
  const known = PORTAL_FORM_ERRORS.find((error) => error === code);
  return known ? { code: known, minutes: 0 } : null;
}

/**
 * The portal's Sign Out as a plain HTML form too, for a tap before the JavaScript has arrived (the signed-in portal
 * is rendered by the server): POST here ends the session and answers 303 back to the portal page, signed out.
 */
export const PORTAL_SIGN_OUT_PATH = '/student-portal/sign-out';

/**
 * The page an invitation link opens (`?token=`), where a student chooses a password (docs/PRODUCT.md §2.7). A link
 * is valid for PORTAL_INVITE_DAYS days and once.
 */
export const PORTAL_ACTIVATE_PATH = '/student-portal/activate';
export const PORTAL_INVITE_DAYS = 7;
