import { describe, expect, it } from 'vitest';
import { createApplicationSchema, createStudentSchema, createVisaCaseSchema, updateApplicationSchema, updateStudentSchema } from './crm-writes';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('createStudentSchema (the quick lead form)', () => {
  it('takes a lead with only a name, filling in the defaults and treating empty fields as none', () => {
    expect(createStudentSchema.parse({ name: '  Amina Hassan ', phone: '', email: '', country: '' })).toEqual({
      name: 'Amina Hassan',
      phone: null,
      email: null,
      country: null,
      fieldOfStudy: null,
      destinationCity: null,
      priority: 'medium',
      stage: 'lead',
      tags: [],
      preferredLanguage: 'en',
      eventId: null,
    });
  });

  it('keeps the e-mail in lower case and the phone as typed', () => {
    const lead = createStudentSchema.parse({ name: 'Brian', email: 'Brian.Otieno@Example.com', phone: '+254 712-345 678' });
    expect([lead.email, lead.phone]).toEqual(['brian.otieno@example.com', '+254 712-345 678']);
  });

  it('says what is wrong with each field in words a person can act on', () => {
    expect(messages(createStudentSchema.safeParse({ phone: '12 ab', email: 'brian@', country: 'France', priority: 'urgent' }))).toEqual([
      ['name', "Enter the student's name."],
      ['phone', 'Enter a phone or WhatsApp number with at least 7 digits, e.g. +254 712 345 678.'],
      ['email', 'Enter a valid e-mail address, e.g. amina@example.com.'],
      ['country', 'Choose a country: Somalia, Kenya, Ethiopia, Uganda, Tanzania, Nigeria, Ghana, Sudan.'],
      ['priority', 'Choose a priority: high, medium or low.'],
    ]);
  });
});

describe('update schemas', () => {
  it('leave out what was not sent, clear what was sent empty, and need the version the client saw', () => {
    expect(updateStudentSchema.parse({ version: 3, fieldOfStudy: '', email: null })).toEqual({ version: 3, fieldOfStudy: null, email: null });
    expect(messages(updateStudentSchema.safeParse({ stage: 'offer' }))).toEqual([['version', 'The version of the record you edited is missing.']]);
    expect(messages(updateApplicationSchema.safeParse({ version: 1, decisionDate: '2026-02-30' }))).toEqual([
      ['decisionDate', 'Enter the decision date as YYYY-MM-DD.'],
    ]);
  });
});

describe('a new record starts in its starting state', () => {
  const ids = { studentId: '0b6f7a52-5e1c-4c54-9a47-2a3d0b0f3c11' };
  it('takes the starting state, named or left out, and refuses any later one in words', () => {
    expect(createStudentSchema.parse({ name: 'Amina', stage: 'lead' }).stage).toBe('lead');
    expect(messages(createStudentSchema.safeParse({ name: 'Amina', stage: 'alumni' }))).toEqual([
      ['stage', 'A new student starts as lead, not alumni. Save it, then move it on.'],
    ]);
    const application = { ...ids, universityId: 1, program: 'MBA' };
    expect(createApplicationSchema.parse(application).status).toBe('draft');
    expect(messages(createApplicationSchema.safeParse({ ...application, status: 'unconditional_offer' }))).toEqual([
      ['status', 'A new application starts as draft, not unconditional offer. Save it, then move it on.'],
    ]);
    expect(createVisaCaseSchema.parse({ ...ids, visaType: 'Student Pass', status: 'preparing' }).status).toBe('preparing');
    expect(messages(createVisaCaseSchema.safeParse({ ...ids, visaType: 'Student Pass', status: 'approved' }))).toEqual([
      ['status', 'A new visa case starts as preparing, not approved. Save it, then move it on.'],
    ]);
  });
});
