import { describe, expect, it } from 'vitest';
import { initialsOf } from './people';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ayaan Warsame')).toBe('AW');
    expect(initialsOf('Grace Wanjiru Mwangi')).toBe('GM');
    expect(initialsOf('  kwame  ')).toBe('K');
    expect(initialsOf('')).toBe('');
  });
});
