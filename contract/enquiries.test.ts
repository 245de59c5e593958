import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, enquiryFieldErrors, enquirySchema, isHoneypotFilled } from './enquiries';

const base = { id: '0b6f1c5e-3a7d-4c1e-9f2a-5d8e7b6c4a31', name: 'Amina Hassan', phone: '+252 61 234 5678', consent: true };

const errorsOf = (input: unknown) => {
  const parsed = enquirySchema.safeParse(input);
  return parsed.success ? {} : enquiryFieldErrors(parsed.error.issues);
};

describe('enquirySchema', () => {
  it('takes a form as typed: blanks become null, the e-mail lower case, the name trimmed of invisible controls', () => {
    const parsed = enquirySchema.parse({
      ...base,
      name: '  Amina\u202E Hassan ',
      email: 'Amina@Example.COM',
      country: '',
      fieldOfStudy: ' ',
      intake: '',
      message: '',
      scholarshipId: null,
      eventId: null,
      website: '',
    });
    expect(parsed).toEqual({
      ...base,
      name: 'Amina Hassan',
      email: 'amina@example.com',
      country: null,
      fieldOfStudy: null,
      intake: null,
      message: null,
      scholarshipId: null,
      universityId: null,
      programmeId: null,
      eventId: null,
      website: '',
    });
  });

  it('takes a university and its programme, never a programme alone', () => {
    expect(enquirySchema.parse({ ...base, universityId: 4, programmeId: 12 })).toMatchObject({ universityId: 4, programmeId: 12 });
    expect(errorsOf({ ...base, programmeId: 12 })).toEqual({ programmeId: ENQUIRY_MESSAGES.programmeId });
    expect(errorsOf({ ...base, universityId: 0 })).toEqual({ universityId: ENQUIRY_MESSAGES.universityId });
  });

  it('needs a phone or an e-mail, and says so next to both', () => {
    expect(errorsOf({ ...base, phone: '', email: '' })).toEqual({ phone: ENQUIRY_MESSAGES.contact, email: ENQUIRY_MESSAGES.contact });
    expect(errorsOf({ ...base, phone: null, email: 'amina@example.com' })).toEqual({});
    expect(errorsOf({ ...base })).toEqual({});
    // With other mistakes too, so that the form shows every message at once.
    expect(errorsOf({ ...base, name: '', phone: '', consent: false })).toEqual({
      name: ENQUIRY_MESSAGES.name,
      phone: ENQUIRY_MESSAGES.contact,
      email: ENQUIRY_MESSAGES.contact,
      consent: ENQUIRY_MESSAGES.consent,
    });
    // A wrong phone says what is wrong with it, not that it is missing.
    expect(errorsOf({ ...base, phone: '12', email: '' })).toEqual({ phone: ENQUIRY_MESSAGES.phone });
  });

  it('needs consent: true, nothing else', () => {
    for (const consent of [false, 'on', 1, undefined]) expect(errorsOf({ ...base, consent })).toEqual({ consent: ENQUIRY_MESSAGES.consent });
  });

  it('words each bad field for the person filling the form', () => {
    expect(errorsOf({ ...base, name: '' })).toEqual({ name: ENQUIRY_MESSAGES.name });
    expect(errorsOf({ ...base, phone: '12' })).toEqual({ phone: ENQUIRY_MESSAGES.phone });
    expect(errorsOf({ ...base, email: 'amina@' })).toEqual({ email: ENQUIRY_MESSAGES.email });
    expect(errorsOf({ ...base, country: 'Narnia' })).toEqual({ country: ENQUIRY_MESSAGES.country });
    expect(errorsOf({ ...base, id: '42' })).toEqual({ id: ENQUIRY_MESSAGES.id });
    expect(errorsOf({ ...base, scholarshipId: 0 })).toEqual({ scholarshipId: 'Choose a scholarship from the list.' });
    expect(errorsOf({ ...base, message: 'x'.repeat(2001) })).toEqual({ message: 'Keep this under 2000 characters.' });
  });

  it('drops fields it does not know, and takes a fair as its id (a QR code at the stand)', () => {
    expect(enquirySchema.parse({ ...base, campaign: 3 })).not.toHaveProperty('campaign');
    const fair = '0B6E1C7A-3F7D-4C2B-9C1E-2B7C6D5E4F30';
    expect(enquirySchema.parse({ ...base, eventId: fair }).eventId).toBe(fair.toLowerCase());
    expect(enquirySchema.safeParse({ ...base, eventId: 3 }).error?.issues[0]).toMatchObject({ path: ['eventId'] });
  });
});

describe('isHoneypotFilled', () => {
  it('is true for anything but a blank website field', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: 1 })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ website: null })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
