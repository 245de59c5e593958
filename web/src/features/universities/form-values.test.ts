import { describe, expect, it } from 'vitest';
import { listOf, numberOf } from './form-values';

describe('the editors’ text fields', () => {
  it('reads a typed list, dropping empty items', () => {
    expect(listOf(' Engineering, , Medicine ,', ',')).toEqual(['Engineering', 'Medicine']);
    expect(listOf('WAEC five credits\n\nIELTS 6.0\n', '\n')).toEqual(['WAEC five credits', 'IELTS 6.0']);
  });

  it('reads digits as a number and an empty field as none', () => {
    expect(numberOf(' 3.5 ')).toBe(3.5);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('1,5')).toBeNaN();
  });
});
