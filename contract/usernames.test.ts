import { describe, expect, it } from 'vitest';
import { normalizeUsername, phoneDigits } from './usernames';

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

describe('phoneDigits', () => {
  it('keeps the digits of a phone number written any usual way', () => {
    expect(phoneDigits('+254 712-345 678')).toBe('254712345678');
    expect(phoneDigits(' (0712) 345.678 ')).toBe('0712345678');
    expect(phoneDigits('２５４７１２３４５６７８')).toBe('254712345678'); // full-width digits
  });

  it('is null for what is not a phone number: letters, too few or too many digits', () => {
    expect(phoneDigits('student')).toBeNull();
    expect(phoneDigits('amina@example.org')).toBeNull();
    expect(phoneDigits('12 34 5')).toBeNull();
    expect(phoneDigits('1234567890123456')).toBeNull();
  });
});
