import { describe, expect, it } from 'vitest';
import { ariaSortOf, sortingOf, sortParam } from './student-sort';

describe('sortingOf', () => {
  it('reads the URL order as a column and direction, the default being newest added first', () => {
    expect(sortingOf('name')).toEqual([{ id: 'name', desc: false }]);
    expect(sortingOf('-updatedAt')).toEqual([{ id: 'updatedAt', desc: true }]);
    expect(sortingOf(undefined)).toEqual([{ id: 'createdAt', desc: true }]);
  });
});

describe('sortParam', () => {
  it('writes a column sort as the URL order', () => {
    expect(sortParam([{ id: 'name', desc: true }])).toBe('-name');
    expect(sortParam([{ id: 'updatedAt', desc: false }])).toBe('updatedAt');
  });
  it('leaves the default order, a removed sort and a column the server cannot order by out of the URL', () => {
    expect(sortParam([{ id: 'createdAt', desc: true }])).toBeUndefined();
    expect(sortParam([])).toBeUndefined();
    expect(sortParam([{ id: 'phone', desc: false }])).toBeUndefined();
  });
  it('round-trips every order', () => {
    for (const sort of ['name', '-name', 'createdAt', 'updatedAt', '-updatedAt'] as const) expect(sortParam(sortingOf(sort))).toBe(sort);
  });
});

describe('ariaSortOf', () => {
  it("says how a header's column is sorted", () => {
    const sorting = sortingOf('-name');
    expect(ariaSortOf(sorting, 'name')).toBe('descending');
    expect(ariaSortOf(sortingOf('updatedAt'), 'updatedAt')).toBe('ascending');
    expect(ariaSortOf(sorting, 'updatedAt')).toBe('none');
  });
});
