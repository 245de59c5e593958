/**
 * A readable cookie that only says "a portal session may be live" (its value is '1', never the session id, which
 * stays http-only in mc_portal). The portal page asks GET /api/portal/me only when it is set, so a signed-out
 * visitor gets the form with no request and no 401 in the console. Kept free of zod: the page chunk imports it.
 */
export const PORTAL_SIGNED_IN_COOKIE = 'mc_portal_signed_in';
