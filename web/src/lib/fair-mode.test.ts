import { describe, expect, it } from 'vitest';
import { creditToFair } from './fair-mode';

describe('fair mode', () => {
  const fair = { id: 'e1', name: 'Nairobi Fair 2026' };

  it("credits a lead to the fair: its id, and its name as a tag once", () => {
    expect(creditToFair({ tags: ['WhatsApp'], eventId: null }, fair)).toEqual({ tags: ['WhatsApp', 'Nairobi Fair 2026'], eventId: 'e1' });
    expect(creditToFair({ tags: ['nairobi fair 2026'] }, fair)).toEqual({ tags: ['nairobi fair 2026'], eventId: 'e1' });
  });

  it('leaves a lead alone when it is off', () => {
    const lead = { tags: ['Website'], eventId: null };
    expect(creditToFair(lead, null)).toBe(lead);
  });
});
