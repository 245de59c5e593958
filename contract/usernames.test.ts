import { describe, expect, it } from 'vitest';
import { normalizeUsername } from './usernames';

describe('normalizeUsername', () => {
  it('lower-cases and trims ASCII names', () => {
    expect(normalizeUsername('  Visa_Officer ')).toBe('visa_officer');
    expect(normalizeUsername('amina@example.org')).toBe('amina@example.org');
  });

  it('folds compatibility forms to the ASCII name they look like', () => {
    expect(normalizeUsername('ａｄｍｉｎ')).toBe('admin'); // full-width
    expect(normalizeUsername('\u212Aofi')).toBe('kofi'); // Kelvin sign
  });

  it('refuses what is not ASCII after that: the dotted capital I, other scripts, spaces inside, empty', () => {
    expect(normalizeUsername('vİsa_officer')).toBeNull();
    expect(normalizeUsername('admİn')).toBeNull();
    expect(normalizeUsername('аdmin')).toBeNull(); // Cyrillic а
    expect(normalizeUsername('ad min')).toBeNull();
    expect(normalizeUsername('admin\u200b')).toBeNull();
    expect(normalizeUsername('   ')).toBeNull();
  });
});
