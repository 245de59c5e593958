import { describe, expect, it } from 'vitest';
import { categoryOf, parseNewsSearch } from './search';

describe('parseNewsSearch', () => {
  it('keeps a known category and treats anything else as all', () => {
    expect(parseNewsSearch({ category: 'events' })).toEqual({ category: 'events' });
    expect(parseNewsSearch({ category: 'student-success' })).toEqual({ category: 'student-success' });
    for (const raw of [{}, { category: 'all' }, { category: 'gossip' }, { category: ['events'] }]) {
      expect(parseNewsSearch(raw)).toEqual({ category: undefined });
      expect(categoryOf(parseNewsSearch(raw))).toBe('all');
    }
  });
});
