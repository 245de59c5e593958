import { describe, expect, it } from 'vitest';
import { enquirySchema } from '../enquiries';
import { loginSchema } from '../auth';
import { LANGUAGES } from '../languages';
import { portalActivateSchema, portalTaskDoneSchema } from '../index';
import { fieldErrorsIn, placeholdersOf, readEnglishMessage, translateMessage, validationText, VALIDATION_EN, type ValidationKey } from './validation';
import { messageIn, VALIDATION_CATALOGUES } from './validation-catalogues';

const KEYS = Object.keys(VALIDATION_EN).sort() as ValidationKey[];

describe('the validation catalogues', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, no other, each with the placeholders of the English', (language) => {
    const catalogue = VALIDATION_CATALOGUES[language];
    expect(Object.keys(catalogue).sort()).toEqual(KEYS);
    for (const key of KEYS) {
      expect(catalogue[key].trim(), `${language}.${key}`).not.toBe('');
      expect(placeholdersOf(catalogue[key]), `${language}.${key}`).toEqual(placeholdersOf(VALIDATION_EN[key]));
      expect(catalogue[key], `${language}.${key} is still English`).not.toBe(VALIDATION_EN[key]);
    }
  });

  it('reads every English text back to its own key (no two keys say the same)', () => {
    for (const key of KEYS) {
      const text = validationText(key, { max: 200, min: 12, countries: 'Kenya, Ghana' });
      expect(readEnglishMessage(text)?.key).toBe(key);
    }
  });
});

describe('translateMessage', () => {
  it('fills the placeholders read from the English', () => {
    expect(messageIn('Keep this under 200 characters.', 'sw')).toBe('Andika chini ya herufi 200.');
    expect(messageIn('Choose a country: Kenya, Ghana.', 'fr')).toBe('Choisissez un pays\u00a0: Kenya, Ghana.');
  });

  it("leaves English, and a message that is not a student's, as they are", () => {
    expect(messageIn(VALIDATION_EN.name, 'en')).toBe(VALIDATION_EN.name);
    expect(messageIn("Enter the student's name.", 'so')).toBe("Enter the student's name.");
    expect(translateMessage(VALIDATION_EN.name, undefined)).toBe(VALIDATION_EN.name);
  });
});

describe("the schemas' messages", () => {
  const everyMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

  it('are unchanged in English, and all of them have a key (so every language says them)', () => {
    const messages = [
      ...everyMessage(enquirySchema.safeParse({ id: 'x', name: '', phone: '12', email: 'no', country: 'Mars', consent: false, scholarshipId: -1, universityId: 'a', eventId: 'b', fieldOfStudy: 'x'.repeat(201) })),
      ...everyMessage(enquirySchema.safeParse({ id: '00000000-0000-4000-8000-000000000001', name: 'A', consent: true, programmeId: 3 })),
      ...everyMessage(enquirySchema.safeParse({ id: '00000000-0000-4000-8000-000000000001', name: 'A', consent: true })),
      ...everyMessage(loginSchema.safeParse({ username: '', password: '' })),
      ...everyMessage(portalActivateSchema.safeParse({ token: '', password: '' })),
      ...everyMessage(portalActivateSchema.safeParse({ token: 't', password: 'x'.repeat(201) })),
      ...everyMessage(portalTaskDoneSchema.safeParse({ done: 'yes' })),
    ];
    expect(messages).toContain('Please enter your full name.');
    expect(messages).toContain('Keep this under 200 characters.');
    for (const message of messages) expect(readEnglishMessage(message), message).toBeDefined();
  });

  it('turn into field errors in a language: the first message of each field', () => {
    const parsed = enquirySchema.safeParse({ id: '00000000-0000-4000-8000-000000000001', name: '', consent: false });
    expect(fieldErrorsIn(parsed.error!.issues, VALIDATION_CATALOGUES.sw)).toEqual({
      name: VALIDATION_CATALOGUES.sw.name,
      consent: VALIDATION_CATALOGUES.sw.consent,
      phone: VALIDATION_CATALOGUES.sw.contact,
      email: VALIDATION_CATALOGUES.sw.contact,
    });
  });
});
