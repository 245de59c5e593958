import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { ENQUIRY_FORM_STATE_PATH, ENQUIRY_PATH, enquiryFieldErrors, type EnquiryFormState } from '@contract';
import { validationText } from '@contract/i18n/validation';
import { pathLanguage } from '@contract/i18n/request-language';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/languages';
import { uuidOf } from '@contract/uuid';
import type { AppContext } from '../app-context';
import { pageForm } from '../auth/same-origin';
import { clientAddress } from '../http/client-address';
import { HttpError, toHttpError } from '../http/errors';
import { refusalIn, requestLanguage } from '../http/request-language';
import type { PageRenderer } from '../ssr/renderer';
import { handleEnquiry } from './receive';

// The message is at most 2,000 characters; percent-encoded UTF-8 takes up to 9 bytes for one of them.
const FORM_LIMIT = '32kb';

const TEXT_FIELDS = ['id', 'name', 'phone', 'email', 'country', 'fieldOfStudy', 'intake', 'message', 'eventId', 'website'] as const;

/** The posted form as the JSON API's body: a ticked box is "on", a number comes as text, an empty select as "". */
export function formToBody(form: Record<string, unknown>): Record<string, unknown> {
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const body: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) body[key] = text(key);
  // The page has no id field: a page rendered once for everyone cannot carry one id for each visitor. Each post is
  // its own enquiry (the 303 after it keeps a reload from posting again).
  body.id = text('id') || randomUUID();
  body.eventId = text('eventId')?.trim() || null;
  body.consent = form.consent === 'on' || form.consent === 'true';
  // The page's language (a hidden field): the lead's preferredLanguage, and the language the refusals are in.
  if (text('language')) body.language = text('language');
  // The selects post their ids as text: a number when it is one, else as typed, for the schema to refuse in words.
  for (const key of ['scholarshipId', 'universityId', 'programmeId']) {
    const id = text(key)?.trim();
    body[key] = id ? (/^\d{1,9}$/.test(id) ? Number(id) : id) : null;
  }
  return body;
}

/** The values to show again: what was typed, never the honeypot. */
function valuesOf(body: Record<string, unknown>): EnquiryFormState['values'] {
  const values: EnquiryFormState['values'] = {};
  for (const key of TEXT_FIELDS) {
    if (key !== 'website' && key !== 'id' && typeof body[key] === 'string') values[key] = body[key] as string;
  }
  values.consent = body.consent === true;
  for (const key of ['scholarshipId', 'universityId', 'programmeId'] as const) {
    if (body[key] !== null && body[key] !== undefined) values[key] = String(body[key]);
  }
  return values;
}

/** A refusal the page shows: bad input (400, by field) or the limit (429); anything else is the error handler's. */
function refusalOf(err: unknown): HttpError | undefined {
  const known = toHttpError(err);
  return known && (known.status === 400 || known.status === 429) ? known : undefined;
}

/** Fields the page has no control for: a refusal of one of them (an unknown fair) is said for the whole form. */
const UNSEEN_FIELDS = new Set(['id', 'eventId']);

function stateOf(err: HttpError, body: Record<string, unknown>, language: Language): EnquiryFormState {
  const words = refusalIn(err, language);
  const details = Array.isArray(words.details) ? (words.details as { field: string; message: string }[]) : [];
  const errors = enquiryFieldErrors(details.map((d) => ({ path: [d.field], message: d.message })));
  const unseen = details.find((d) => UNSEEN_FIELDS.has(d.field));
  return { values: valuesOf(body), errors, message: unseen?.message ?? (details.length ? null : words.message) };
}

/** POST /enquire, and /sw/enquire and the like: the form of the page in each language posts to its own path. */
const ENQUIRY_FORM_PATHS = LANGUAGES.map((language) => (language === DEFAULT_LANGUAGE ? ENQUIRY_PATH : `/${language}${ENQUIRY_PATH}`));

/**
 * POST /enquire: the enquiry form as a plain HTML form, for a visitor whose JavaScript has not arrived (a slow line)
 * or does not run. It reads application/x-www-form-urlencoded, refuses other sites as the API does, and goes through
 * the same checks, limit and write as POST /api/enquiries (receive.ts). Sent: 303 to /enquire?sent=1, which says
 * "Enquiry sent" (a reload does not post again). Refused: the page itself, rendered with what was typed and the
 * messages next to the fields, with the refusal's status (400, 429 with Retry-After).
 */
export function enquiryFormRoutes({ db }: AppContext, pages: PageRenderer | undefined): Router {
  const router = new Router({ sensitive: true });
  const door = pageForm({
    limit: FORM_LIMIT,
    sendFrom: 'the enquiry form from the Enquire page',
    tooLong: validationText('enquiryTooLong'),
  });
  router.post(ENQUIRY_FORM_PATHS, ...door, async (ctx: Context) => {
    const body = formToBody((ctx.request.body ?? {}) as Record<string, unknown>);
    ctx.set('Cache-Control', 'no-store');
    const language = requestLanguage(ctx);
    // The page the form was on: /enquire, or its copy in a language (/sw/enquire).
    const page = pathLanguage(ctx.path) ? ctx.path : ENQUIRY_PATH;
    try {
      await handleEnquiry(db.knex, body, clientAddress(ctx), language);
    } catch (caught) {
      const err = refusalOf(caught);
      if (!err || !pages) throw caught;
      const url = new URL(page, `${ctx.protocol}://${ctx.host}`);
      if (typeof body.scholarshipId === 'number') url.searchParams.set('scholarship', String(body.scholarshipId));
      // Only a well-formed fair id: the page's URL drops any other (a redirect, which would answer an empty page).
      const event = uuidOf(body.eventId);
      if (event) url.searchParams.set('event', event);
      if (typeof body.universityId === 'number') url.searchParams.set('university', String(body.universityId));
      if (typeof body.programmeId === 'number') url.searchParams.set('programme', String(body.programmeId));
      const rendered = await pages(url, { apiPath: ENQUIRY_FORM_STATE_PATH, data: stateOf(err, body, language) });
      ctx.status = err.status;
      if (err.headers) ctx.set(err.headers);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = rendered.html;
      return;
    }
    ctx.status = 303;
    // At a fair's stand the next visitor uses the same phone: the page after it still credits the fair.
    ctx.redirect(`${page}?sent=1${typeof body.eventId === 'string' ? `&event=${encodeURIComponent(body.eventId)}` : ''}`);
  });
  return router;
}
