import { existsSync, readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Language } from '@contract/languages';

// The few pages the API writes itself for a student (the unsubscribe page, issue 29) take their words from the web
// app's catalogues (web/src/i18n/catalogues, docs/TRANSLATIONS.md), so a sentence is translated once and checked by
// the catalogue test with the rest. Read on first use per language and kept: the files change only with a deploy.

const cache = new Map<Language, I18n>();

/**
 * The catalogues' folder, found upwards from this module: three levels up from api/src/http when run from the
 * sources, two from the one-file bundle the journeys' servers run (dist/.e2e-api-*, e2e/support/api-bundle.ts).
 */
function cataloguesDir(): URL {
  for (let dir = new URL('.', import.meta.url), up = 0; up < 6; dir = new URL('..', dir), up++) {
    const found = new URL('web/src/i18n/catalogues/', dir);
    if (existsSync(found)) return found;
  }
  throw new Error('The translation catalogues (web/src/i18n/catalogues) are not beside the API.');
}

function i18nOf(language: Language): I18n {
  let i18n = cache.get(language);
  if (!i18n) {
    const file = new URL(`${language}.json`, cataloguesDir());
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
    // Arabic in Western digits, as the pages write it (web/src/i18n/i18n.tsx).
    i18n = setupI18n({ locale: language, ...(language === 'ar' ? { locales: 'ar-u-nu-latn' } : {}), messages: { [language]: compiled } });
    cache.set(language, i18n);
  }
  return i18n;
}

/** `t('unsubscribe.title')`: a catalogue message in `language`, its placeholders filled. */
export function catalogueText(language: Language): (id: string, values?: Record<string, string | number>) => string {
  const i18n = i18nOf(language);
  return (id, values) => {
    if (i18n.messages[id] === undefined) throw new Error(`The catalogue ${language} has no message ${id}.`);
    return i18n._(id, values);
  };
}
