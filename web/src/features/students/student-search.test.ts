import { describe, expect, it } from 'vitest';
import { hasStudentFilters, parseStudentSearch, studentFilterOf } from './student-search';

const OWNER = '6f1c1c1e-8d7a-4b59-9a52-3b0c2f1a7e10';

describe('parseStudentSearch', () => {
  it('keeps a trimmed search and known stage and priority values', () => {
    expect(parseStudentSearch({ search: '  amina ', stage: 'visa', priority: 'high' })).toEqual({
      search: 'amina',
      stage: 'visa',
      priority: 'high',
    });
  });

  it('keeps the owner (me, none or a staff id, lower-cased), a known country, a trimmed source and an order', () => {
    expect(parseStudentSearch({ owner: 'me', country: 'Kenya', source: ' Nairobi Fair 2026 ', sort: '-name' })).toEqual({
      owner: 'me',
      country: 'Kenya',
      source: 'Nairobi Fair 2026',
      sort: '-name',
    });
    expect(parseStudentSearch({ owner: 'none' })).toEqual({ owner: 'none' });
    expect(parseStudentSearch({ owner: 'all' })).toEqual({ owner: 'all' });
    expect(parseStudentSearch({ owner: OWNER.toUpperCase() })).toEqual({ owner: OWNER });
  });

  it('leaves the default order (newest first) out of the URL', () => {
    expect(parseStudentSearch({ sort: '-createdAt' })).toEqual({});
    expect(parseStudentSearch({ sort: 'createdAt' })).toEqual({ sort: 'createdAt' });
  });

  it('drops empty, unknown and malformed values instead of failing the page', () => {
    expect(
      parseStudentSearch({ search: '  ', stage: 'astronaut', priority: 3, owner: 'someone', country: 'France', source: ' ', sort: 'phone', other: 'x' }),
    ).toEqual({});
  });

  it('cuts a search to 100 characters and a source to 40, as the API accepts', () => {
    const parsed = parseStudentSearch({ search: 'a'.repeat(150), source: 'b'.repeat(60) });
    expect(parsed.search).toHaveLength(100);
    expect(parsed.source).toHaveLength(40);
  });
});

describe('hasStudentFilters', () => {
  it('is true when a search or a filter is active, not for an order alone', () => {
    expect(hasStudentFilters({})).toBe(false);
    expect(hasStudentFilters({ sort: 'name' })).toBe(false);
    expect(hasStudentFilters({ priority: 'low' })).toBe(true);
    expect(hasStudentFilters({ search: 'ali' })).toBe(true);
    expect(hasStudentFilters({ owner: 'none' })).toBe(true);
    expect(hasStudentFilters({ owner: 'all' })).toBe(false);
    expect(hasStudentFilters({ country: 'Ghana' })).toBe(true);
    expect(hasStudentFilters({ source: 'Website' })).toBe(true);
  });
});

describe('studentFilterOf', () => {
  it("sends owner 'all' as no owner filter, every other value as it is", () => {
    expect(studentFilterOf({ owner: 'all', country: 'Kenya' })).toEqual({ country: 'Kenya' });
    expect(studentFilterOf({ owner: 'me', sort: 'name' })).toEqual({ owner: 'me', sort: 'name' });
  });
});
