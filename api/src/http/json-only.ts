import type { Context, Middleware } from 'koa';
import { HttpError } from './errors';
import { isApiPath } from './web-app';

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON, with the header Content-Type: application/json.';

/** Whether the request carries a body at all (a length above 0, or one sent in chunks). */
function hasBody(ctx: Context): boolean {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length')) > 0;
}

/**
 * The JSON API reads `application/json` bodies only: a body of any other type under /api (application/csp-report,
 * application/vnd.api+json, text/plain, a form) is a 415, before any parser sees it. A text/plain or form body is
 * what a cross-site HTML form can send without a preflight, so refusing it also narrows CSRF. HTML forms that work
 * before the JavaScript arrives post to page routes outside /api (e.g. POST /student-portal). A route in
 * `rawBodyPaths` takes another body and checks its type itself, saying what it wants: a university image's bytes, a
 * CSV of leads (`text/csv`, docs/PRODUCT.md §3.20). Those writes pass the same-origin check like every other.
 */
export function jsonBodiesOnly({ rawBodyPaths = [] }: { rawBodyPaths?: readonly string[] } = {}): Middleware {
  return async (ctx, next) => {
    if (isApiPath(ctx.path) && hasBody(ctx) && ctx.is('application/json') === false && !rawBodyPaths.includes(ctx.path)) {
      throw new HttpError(415, JSON_ONLY_MESSAGE);
    }
    await next();
  };
}
