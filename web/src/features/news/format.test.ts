import { describe, expect, it } from 'vitest';
import { excerptOf, formatLongDate } from './format';

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
});
