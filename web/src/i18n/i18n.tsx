// The interface's language (issue 29): Lingui's runtime formats the catalogue's messages (ICU: plurals, numbers and
// dates through Intl) in the page's language. One language per page load: the URL says which
// (contract/language-paths.ts), the server renders in it, the browser loads that one catalogue before hydrating, and
// the switcher goes to the other language's URL. A context, not a module-level instance: the server renders requests
// in several languages at once.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import type en from './catalogues/en.json';

/** A message id of the English catalogue, which every language has (i18n/catalogues.test.ts). */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;

/** Each catalogue in a chunk of its own: a page downloads its language's only. Compiled at build (scripts/lingui-catalogues.ts). */
const CATALOGUES: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en.json?catalogue'),
  so: () => import('./catalogues/so.json?catalogue'),
  sw: () => import('./catalogues/sw.json?catalogue'),
  ar: () => import('./catalogues/ar.json?catalogue'),
  am: () => import('./catalogues/am.json?catalogue'),
  fr: () => import('./catalogues/fr.json?catalogue'),
};

export type Translate = (id: MessageId, values?: MessageValues) => string;

export type Translator = {
  language: Language;
  i18n: I18n;
  /** The message in the page's language, its placeholders filled. */
  t: Translate;
};

export function translatorOf(language: Language, messages: Messages): Translator {
  // Arabic numbers in Western digits, as web/src/lib/format.ts writes them (docs/TRANSLATIONS.md), whatever ICU's default.
  const i18n = setupI18n({ locale: language, ...(language === 'ar' ? { locales: 'ar-u-nu-latn' } : {}), messages: { [language]: messages } });
  return { language, i18n, t: (id, values) => i18n._(id, values) };
}

/** Loads a language's catalogue and makes its translator. */
export async function loadTranslator(language: Language): Promise<Translator> {
  const { default: messages } = await CATALOGUES[language]();
  return translatorOf(language, messages);
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ value, children }: { value: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={value}>{children}</TranslatorContext.Provider>;
}

/** The page's translator (public pages and the portal are inside its provider; Mission Control is not). */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator outside TranslatorProvider');
  return translator;
}

/** `t('nav.about')`: the message in the page's language. */
export const useT = () => useTranslator().t;

/** A sentence the server computed, as a message id of the catalogues and its values (contract/portal.ts). */
export type ServerMessage = { id: string; values?: Record<string, string | number> };

/**
 * `text(message, english)`: a sentence the server sent as a message, in the page's language; the server's English
 * words when this catalogue lacks the id (a server newer than the page). The one place a message id comes as data.
 */
export function useServerText(): (message: ServerMessage, english: string) => string {
  const { i18n } = useTranslator();
  return (message, english) => (i18n.messages[message.id] === undefined ? english : i18n._(message.id, message.values));
}

/** The page's language ('en' outside a provider: Mission Control is English). */
export function useLanguage(): Language {
  return useContext(TranslatorContext)?.language ?? DEFAULT_LANGUAGE;
}
