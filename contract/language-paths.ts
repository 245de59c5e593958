// One URL per page per language (issue 29): English unprefixed, every other language under its code (/so/about).
// Pure, for the server (redirects, hreflang, the sitemap), the router (web/src/i18n/router-rewrite.ts) and the tests.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** The languages with a URL prefix: every one but English. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** A path's language and the path without its prefix: '/so/about' is so and '/about'; '/so' is so and '/'. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (code && code !== DEFAULT_LANGUAGE && isLanguage(code)) return { language: code, path: match[2] || '/' };
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A path of the site in a language: '/about' in so is '/so/about', '/' is '/so/'; English stays as it is. */
export function languagePath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return `/${language}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Staff screens stay English and unprefixed (issue 29 item 5); so do the API and files. */
export const isUnlocalisedPath = (path: string) => /^\/(admin|api)(\/|$)/.test(path);

/** `og:locale` per language (Open Graph takes language_TERRITORY). */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_GB',
  so: 'so_SO',
  sw: 'sw_KE',
  ar: 'ar_AR',
  am: 'am_ET',
  fr: 'fr_FR',
};

