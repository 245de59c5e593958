import { describe, expect, it } from 'vitest';
import { fillTemplate, firstNameOf, templatesForLanguage, textDirection, unknownPlaceholders, usedVariables } from './template-fill';

describe('fillTemplate', () => {
  it('replaces each known variable, as often as it is used, spaces in the braces allowed', () => {
    const { text, missing } = fillTemplate('Hello {{firstName}}! {{ university }} offers {{program}}. Bye {{firstName}}', {
      firstName: 'Amina',
      university: 'Taylor’s University',
      program: 'BSc Computer Science',
    });
    expect(text).toBe('Hello Amina! Taylor’s University offers BSc Computer Science. Bye Amina');
    expect(missing).toEqual([]);
  });

  it('leaves a variable with no value as {{name}} and lists it once as missing', () => {
    const { text, missing } = fillTemplate('{{firstName}}, apply to {{university}} by {{deadline}} ({{deadline}})', {
      firstName: 'Amina',
      university: '  ',
      deadline: null,
    });
    expect(text).toBe('Amina, apply to {{university}} by {{deadline}} ({{deadline}})');
    expect(missing).toEqual(['university', 'deadline']);
  });

  it('keeps non-Latin text and values as they are, and leaves unknown placeholders alone', () => {
    const { text, missing } = fillTemplate('مرحبا {{firstName}}، {{nickname}}', { firstName: 'أمينة' });
    expect(text).toBe('مرحبا أمينة، {{nickname}}');
    expect(missing).toEqual([]);
  });

  it('does not treat $ patterns in a value as replacement syntax', () => {
    expect(fillTemplate('Fee: {{program}}', { program: "$& $1 $'" }).text).toBe("Fee: $& $1 $'");
  });
});

describe('unknownPlaceholders', () => {
  it('is empty for a text using only known variables', () => {
    expect(unknownPlaceholders('Hi {{firstName}}, {{ counselorName }} here.')).toEqual([]);
  });

  it('names unknown variables as written, each once', () => {
    expect(unknownPlaceholders('Hi {{first_name}} {{first_name}} from {{ agency }}')).toEqual(['{{first_name}}', '{{ agency }}']);
  });

  it('flags braces left unpaired', () => {
    expect(unknownPlaceholders('Hi {{firstName}')).toEqual(['{{']);
    expect(unknownPlaceholders('Hi firstName}}')).toEqual(['}}']);
  });
});

describe('helpers', () => {
  it('lists the variables used, in order, once', () => {
    expect(usedVariables('{{program}} {{firstName}} {{program}} {{bogus}}')).toEqual(['program', 'firstName']);
  });

  it('takes the first name of a full name', () => {
    expect(firstNameOf('  Amina Hassan Ali ')).toBe('Amina');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('so')).toBe('ltr');
  });
});

describe('templatesForLanguage', () => {
  it("offers the student's language first, then English, then the rest, each in its order", () => {
    const t = (id: string, language: 'en' | 'so' | 'sw' | 'fr') => ({ id, language });
    const list = [t('a', 'en'), t('b', 'fr'), t('c', 'so'), t('d', 'en'), t('e', 'so')];
    expect(templatesForLanguage(list, 'so').map((x) => x.id)).toEqual(['c', 'e', 'a', 'd', 'b']);
    expect(templatesForLanguage(list, 'en').map((x) => x.id)).toEqual(['a', 'd', 'b', 'c', 'e']);
  });
});
