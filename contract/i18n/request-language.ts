// The language a request from a student is answered in (issue 29): the form's own `language` field first, then the
// page's URL prefix (/sw/enquire), then the `lang` cookie (the person's choice on the site), then the best of the
// browser's Accept-Language, then English. One pure rule for the API's answers and the lead an enquiry makes.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';

export type LanguageHints = {
  /** The `language` a form sent (JSON body or hidden input); anything but a language code is ignored. */
  body?: unknown;
  /** The path posted to: a language prefix counts ('/sw/enquire' is Swahili); English has none. */
  path?: string | undefined;
  /** The `lang` cookie. */
  cookie?: string | undefined;
  /** The Accept-Language header. */
  acceptLanguage?: string | undefined;
};

/** The language of a path's prefix ('/so/…'), or undefined for an unprefixed path. */
export function pathLanguage(path: string | undefined): Language | undefined {
  const code = /^\/([a-z]{2})(?:\/|$)/.exec(path ?? '')?.[1];
  return code !== DEFAULT_LANGUAGE && isLanguage(code) ? code : undefined;
}

/**
 * The best of our languages in an Accept-Language header: the one with the highest q (the earliest on a tie), by its
 * primary subtag ('sw-KE' is sw); q=0 refuses one. Undefined when it names none of ours.
 */
export function bestAcceptedLanguage(header: string | undefined): Language | undefined {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!isLanguage(language) || !(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}

export function resolveLanguage(hints: LanguageHints): Language {
  if (isLanguage(hints.body)) return hints.body;
  return pathLanguage(hints.path) ?? (isLanguage(hints.cookie) ? hints.cookie : undefined) ?? bestAcceptedLanguage(hints.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
