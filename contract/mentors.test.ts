import { describe, expect, it } from 'vitest';
import { MENTOR_MESSAGES, whatsappSchema, whatsappUrlOf } from './mentors';

describe('a mentor’s WhatsApp number', () => {
  it('is stored as + and digits, from the ways people type it', () => {
    expect(whatsappSchema.parse('+60 12-345 6789')).toBe('+60123456789');
    expect(whatsappSchema.parse(' +252 (61) 555 0142 ')).toBe('+252615550142');
    expect(whatsappUrlOf('+60123456789')).toBe('https://wa.me/60123456789');
  });

  it('needs the country code: wa.me cannot open a local number', () => {
    for (const bad of ['012 345 6789', '+0 12 345 6789', '+60 123', '+60 12 345 6789 0123 45', 'call me', '']) {
      const result = whatsappSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MENTOR_MESSAGES.whatsapp);
    }
  });
});
