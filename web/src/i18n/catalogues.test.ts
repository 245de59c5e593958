import { readFileSync } from 'node:fs';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/languages';
import { compileCatalogue } from '../../../scripts/lingui-catalogues';
import { translatorOf } from './i18n';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(new URL(`./catalogues/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

const english = catalogue('en');

/** A message's placeholders: its arguments, with the kind of each ('count:plural', 'name'), inside plurals too. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      names.add(type ? `${name}:${type}` : name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('translation catalogues', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key of English and no other', (language) => {
    const keys = Object.keys(catalogue(language));
    expect(Object.keys(english).filter((key) => !keys.includes(key)), 'missing').toEqual([]);
    expect(keys.filter((key) => !(key in english)), 'not in English').toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the placeholders of English in every message', (language) => {
    const messages = catalogue(language);
    const differing = Object.keys(english)
      .filter((key) => key in messages)
      .filter((key) => placeholders(messages[key]!).join() !== placeholders(english[key]!).join())
      .map((key) => `${key}: ${placeholders(messages[key]!).join()} instead of ${placeholders(english[key]!).join()}`);
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)('%s compiles (valid ICU everywhere)', (language) => {
    expect(() => compileCatalogue(catalogue(language), language)).not.toThrow();
  });

  it('formats every English message without placeholders as written (no ICU quoting ate a character)', () => {
    const { t } = translatorOf('en', compileCatalogue(english) as never);
    const changed = Object.entries(english)
      .filter(([, message]) => placeholders(message).length === 0)
      .filter(([id, message]) => t(id as never) !== message);
    expect(changed).toEqual([]);
  });

  it('formats plurals and numbers by the language', () => {
    const { t } = translatorOf('en', compileCatalogue({ n: '{count, plural, one {# application} other {# applications}}' }) as never);
    expect(t('n' as never, { count: 1 })).toBe('1 application');
    expect(t('n' as never, { count: 2 })).toBe('2 applications');
  });

  it('the placeholder check notices a missing or renamed placeholder', () => {
    expect(placeholders('{count, plural, one {# x for {name}} other {# xs}}')).toEqual(['count:plural', 'name']);
    expect(placeholders('Hello {nom}')).not.toEqual(placeholders('Hello {name}'));
  });
});
