import { describe, expect, it } from 'vitest';
import { compact, oneOf, ownerFilter, positiveId, searchText } from './list-search';

describe('list search params', () => {
  it('keeps good values and drops the rest', () => {
    expect(oneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOf(['a', 'b'] as const, 'c')).toBeUndefined();
    expect(searchText('  amina ')).toBe('amina');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText('x'.repeat(120))).toHaveLength(100);
    expect(ownerFilter('me')).toBe('me');
    expect(ownerFilter('none')).toBe('none');
    expect(ownerFilter('0b7c6a1e-2f3d-4c5b-8a9e-1f2e3d4c5b6a')).toBe('0b7c6a1e-2f3d-4c5b-8a9e-1f2e3d4c5b6a');
    expect(ownerFilter('bob')).toBeUndefined();
    expect(positiveId('12')).toBe(12);
    expect(positiveId(3)).toBe(3);
    expect(positiveId('0')).toBeUndefined();
    expect(positiveId('1e3')).toBeUndefined();
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
