// The student's languages (issue 29): the public site, the portal and what we send exist in each of these; Mission
// Control stays English. Apart from zod, so the public bundle can import it without a schema library.

/** BCP 47 codes, as `<html lang>`, the URL prefix (`/so/…`) and the `lang` cookie take them; English is unprefixed. */
export const LANGUAGES = ['en', 'so', 'sw', 'ar', 'am', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher lists it. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  so: 'Soomaali',
  sw: 'Kiswahili',
  ar: 'العربية',
  am: 'አማርኛ',
  fr: 'Français',
};

/** Each language named in English, as Mission Control's screens (English) list them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  so: 'Somali',
  sw: 'Swahili',
  ar: 'Arabic',
  am: 'Amharic',
  fr: 'French',
};

/** The cookie that keeps a person's chosen language, so the server renders and redirects in it. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The text direction of a language: Arabic is written right to left. */
export const textDirection = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
