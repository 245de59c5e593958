// Every language's validation messages at once, for the server (it answers each request in its language) and the
// tests. The web app does not import this: it loads the one language its page is in (web/src/lib/form/).
import type { Language } from '../languages';
import { VALIDATION_AM } from './validation.am';
import { VALIDATION_AR } from './validation.ar';
import { VALIDATION_EN, type ValidationCatalogue } from './validation.en';
import { VALIDATION_FR } from './validation.fr';
import { VALIDATION_SO } from './validation.so';
import { VALIDATION_SW } from './validation.sw';
import { translateMessage } from './validation';

export const VALIDATION_CATALOGUES: Record<Language, ValidationCatalogue> = {
  en: VALIDATION_EN,
  so: VALIDATION_SO,
  sw: VALIDATION_SW,
  ar: VALIDATION_AR,
  am: VALIDATION_AM,
  fr: VALIDATION_FR,
};

/** An English validation message in `language` (unchanged in English, or when it is not a student's message). */
export const messageIn = (message: string, language: Language): string =>
  language === 'en' ? message : translateMessage(message, VALIDATION_CATALOGUES[language]);
