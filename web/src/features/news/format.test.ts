import { describe, expect, it } from 'vitest';
import { excerptOf, formatLongDate, inPageLanguageFirst } from './format';

describe('excerptOf', () => {
  it('uses the excerpt when there is one', () => {
    expect(excerptOf({ excerpt: 'Short summary.', content: 'Long content' })).toBe('Short summary.');
  });

  it('falls back to the first 150 characters of the content and an ellipsis', () => {
    const content = 'x'.repeat(149) + 'yz and more';
    expect(excerptOf({ excerpt: null, content })).toBe('x'.repeat(149) + 'y...');
    expect(excerptOf({ excerpt: '', content: 'Brief.' })).toBe('Brief....');
  });
});

describe('formatLongDate', () => {
  it('formats long US dates in UTC', () => {
    expect(formatLongDate('2025-04-18T09:15:00.000Z')).toBe('April 18, 2025');
    expect(formatLongDate('2026-01-01T00:30:00.000Z')).toBe('January 1, 2026');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('writes the long date in the page language (issue 29)', () => {
    expect(formatLongDate('2025-04-18T09:15:00.000Z', 'en')).toBe('April 18, 2025');
    expect(formatLongDate('2025-04-18T09:15:00.000Z', 'fr')).toBe('18 avril 2025');
    expect(formatLongDate('2025-04-18T09:15:00.000Z', 'so')).toBe('Abriil 18, 2025');
    expect(formatLongDate('2025-04-18T09:15:00.000Z', 'ar')).toBe('18 أبريل 2025');
    expect(formatLongDate('2026-01-01T00:30:00.000Z', 'sw')).toBe('1 Januari 2026');
  });
});

describe('inPageLanguageFirst', () => {
  const list = [
    { id: 1, language: 'en' },
    { id: 2, language: 'so' },
    { id: 3, language: 'en' },
    { id: 4, language: 'so' },
  ] as const;
  it('lists the articles in the page language first, each group in the order given', () => {
    expect(inPageLanguageFirst(list, 'so').map((a) => a.id)).toEqual([2, 4, 1, 3]);
  });
  it('keeps the order where none is in that language, and on English pages the English first', () => {
    expect(inPageLanguageFirst(list, 'ar').map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(inPageLanguageFirst(list, 'en').map((a) => a.id)).toEqual([1, 3, 2, 4]);
  });
});
