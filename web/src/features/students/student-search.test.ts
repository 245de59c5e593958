import { describe, expect, it } from 'vitest';
import { hasStudentFilters, parseStudentSearch } from './student-search';

describe('parseStudentSearch', () => {
  it('keeps a trimmed search and known stage and priority values', () => {
    expect(parseStudentSearch({ search: '  amina ', stage: 'visa', priority: 'high' })).toEqual({
      search: 'amina',
      stage: 'visa',
      priority: 'high',
    });
  });
  it('drops empty, unknown and malformed values instead of failing the page', () => {
    expect(parseStudentSearch({ search: '  ', stage: 'astronaut', priority: 3, other: 'x' })).toEqual({});
  });
});

describe('hasStudentFilters', () => {
  it('is true when a search or a filter is active', () => {
    expect(hasStudentFilters({})).toBe(false);
    expect(hasStudentFilters({ priority: 'low' })).toBe(true);
    expect(hasStudentFilters({ search: 'ali' })).toBe(true);
  });
});
