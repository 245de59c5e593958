import { describe, expect, it } from 'vitest';
import { fieldNamedLike, importedLead, resolveMapping } from './student-import';

describe('resolveMapping', () => {
  it('maps columns named like fields by themselves, after the ones the caller mapped', () => {
    expect(resolveMapping(['Full Name', 'E-mail', 'field_of_study', 'name', 'Notes'], { 'Full Name': 'name' })).toEqual({
      mapping: { 'Full Name': 'name', 'E-mail': 'email', field_of_study: 'fieldOfStudy' },
      errors: [],
    });
  });

  it('leaves out a column mapped to "" and says what is wrong with the rest', () => {
    expect(resolveMapping(['name', 'Phone'], { Phone: '' }).mapping).toEqual({ name: 'name' });
    expect(resolveMapping(['a', 'b'], { a: 'name', b: 'name' }).errors).toEqual(['"b" and "a" both map to name: choose one.']);
    expect(resolveMapping(['a'], {}).errors).toEqual(['Map a column to name: every lead needs a name.']);
  });

  it('recognises the labels and the API names', () => {
    expect(['Field of study', 'fieldOfStudy', 'FIELD OF STUDY', 'Mobile', 'Date of birth'].map(fieldNamedLike)).toEqual(['fieldOfStudy', 'fieldOfStudy', 'fieldOfStudy', 'phone', undefined]);
  });
});

describe('importedLead', () => {
  it('drops blanks, matches country and priority in any case, splits tags', () => {
    expect(importedLead({ name: ' Amina ', phone: '', country: 'KENYA', priority: 'High', tags: 'Fair; walk-in,  | x' })).toEqual({
      name: 'Amina',
      country: 'Kenya',
      priority: 'high',
      tags: ['Fair', 'walk-in', 'x'],
    });
  });
});

describe('header names of real spreadsheets (issue 32 item 6)', () => {
  it('maps "Full Name, Phone Number, E-mail Address, Country, Course" column by column without help', () => {
    const columns = ['Full Name', 'Phone Number', 'E-mail Address', 'Country', 'Course'];
    expect(resolveMapping(columns, {})).toEqual({
      mapping: { 'Full Name': 'name', 'Phone Number': 'phone', 'E-mail Address': 'email', Country: 'country', Course: 'fieldOfStudy' },
      errors: [],
    });
  });

  it('ignores case and punctuation, and leaves a column it does not know unmapped', () => {
    expect(fieldNamedLike('FULL_NAME')).toBe('name');
    expect(fieldNamedLike('whatsapp no.')).toBeUndefined();
    expect(fieldNamedLike('WhatsApp Number')).toBe('phone');
    expect(fieldNamedLike('Email address:')).toBe('email');
    expect(fieldNamedLike('Date of birth')).toBeUndefined();
    expect(fieldNamedLike('---')).toBeUndefined();
  });
});
