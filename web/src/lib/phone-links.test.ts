import { describe, expect, it } from 'vitest';
import { internationalDigits, phoneLinks } from './phone-links';

describe('phone links', () => {
  it('dials an international number as written, in digits', () => {
    expect(phoneLinks('+254 712 345 678', 'Kenya')).toEqual({ tel: 'tel:+254712345678', whatsapp: 'https://wa.me/254712345678' });
    expect(internationalDigits('(+255) 754-555-0123')).toBe('2557545550123');
    expect(internationalDigits('00252 61 234 5678')).toBe('252612345678');
  });

  it("places a local number with a trunk 0 in the student's country", () => {
    expect(phoneLinks('0733 999 888', 'Kenya')).toEqual({ tel: 'tel:+254733999888', whatsapp: 'https://wa.me/254733999888' });
    expect(internationalDigits('0803 123 4567', 'Nigeria')).toBe('2348031234567');
  });

  it('keeps a local number without a country callable but offers no WhatsApp link', () => {
    expect(phoneLinks('0733 999 888', null)).toEqual({ tel: 'tel:0733999888', whatsapp: null });
  });

  it('gives no links for a missing or too short number', () => {
    expect(phoneLinks(null)).toBeNull();
    expect(phoneLinks('')).toBeNull();
    expect(phoneLinks('12 34')).toBeNull();
  });
});
