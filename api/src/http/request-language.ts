import type { Context } from 'koa';
import { resolveLanguage } from '@contract/i18n/request-language';
import { messageIn } from '@contract/i18n/validation-catalogues';
import { LANGUAGE_COOKIE, type Language } from '@contract/languages';

/**
 * The language a request is answered in (contract/i18n/request-language.ts): the body's `language`, the path's
 * prefix (a page form posted to /sw/enquire), the `lang` cookie, Accept-Language, English.
 */
export function requestLanguage(ctx: Context): Language {
  const body: unknown = ctx.request.body;
  return resolveLanguage({
    body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined,
    path: ctx.path,
    cookie: ctx.cookies.get(LANGUAGE_COOKIE),
    acceptLanguage: ctx.get('Accept-Language'),
  });
}

/** Mission Control and its API stay English (issue 29 item 5), whatever language the person's browser or cookie asks. */
export const isStaffPath = (path: string) => /^\/(api\/)?admin(\/|$)/.test(path);

type Refusal = { readonly status: number; readonly message: string; readonly details?: unknown };

/**
 * A refusal's words in `language`: its sentence and each field's message (a 400's details) put into that language
 * when they are one of a student's validation messages (contract/i18n/), left as they are otherwise.
 */
export function refusalIn<R extends Refusal>(err: R, language: Language): { message: string; details: unknown } {
  if (language === 'en') return { message: err.message, details: err.details };
  const details = Array.isArray(err.details)
    ? err.details.map((detail: unknown) =>
        typeof detail === 'object' && detail !== null && typeof (detail as { message?: unknown }).message === 'string'
          ? { ...detail, message: messageIn((detail as { message: string }).message, language) }
          : detail,
      )
    : err.details;
  return { message: messageIn(err.message, language), details };
}

/** A refusal's words for the request: a student's in the request's language; staff's (and a 5xx) as they are. */
export const localisedRefusal = (ctx: Context, err: Refusal): { message: string; details: unknown } =>
  err.status < 500 && !isStaffPath(ctx.path) ? refusalIn(err, requestLanguage(ctx)) : { message: err.message, details: err.details };
