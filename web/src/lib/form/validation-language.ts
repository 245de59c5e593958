import { translateMessage, type ValidationCatalogue } from '@contract/i18n/validation';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/languages';

// The student's validation messages in the page's language (issue 29): only the one language's file is downloaded,
// when a form first shows on a page in it. English needs nothing: the schemas say it.
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<ValidationCatalogue>> = {
  so: () => import('@contract/i18n/validation.so').then((m) => m.VALIDATION_SO),
  sw: () => import('@contract/i18n/validation.sw').then((m) => m.VALIDATION_SW),
  ar: () => import('@contract/i18n/validation.ar').then((m) => m.VALIDATION_AR),
  am: () => import('@contract/i18n/validation.am').then((m) => m.VALIDATION_AM),
  fr: () => import('@contract/i18n/validation.fr').then((m) => m.VALIDATION_FR),
};

const loaded = new Map<Language, ValidationCatalogue>();
const loading = new Map<Language, Promise<void>>();

/** The page's language, from `<html lang>` ('sw', 'sw-KE'); English on the server and for any other. */
export function pageLanguage(): Language {
  const code = typeof document === 'undefined' ? undefined : document.documentElement.lang.toLowerCase().split('-')[0];
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** Downloads the messages of `language` once (a form calls it when it shows, so they are there when it is sent). */
export function loadValidationMessages(language: Language = pageLanguage()): Promise<void> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  const pending =
    loading.get(language) ??
    LOADERS[language]()
      .then((catalogue) => void loaded.set(language, catalogue))
      .catch(() => void loading.delete(language)); // offline before it came: English until the next try
  loading.set(language, pending);
  return pending;
}

/** The messages of the page's language if they are here (undefined: English, or not downloaded yet). */
export function pageValidationMessages(): ValidationCatalogue | undefined {
  const language = pageLanguage();
  if (language === 'en') return undefined;
  void loadValidationMessages(language);
  return loaded.get(language);
}

/** A message of the contract's schemas in the page's language (as it is when it has none there). */
export const inPageLanguage = (message: string): string => translateMessage(message, pageValidationMessages());
