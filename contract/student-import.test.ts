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
    expect(['Field of study', 'fieldOfStudy', 'FIELD OF STUDY', 'Mobile'].map(fieldNamedLike)).toEqual(['fieldOfStudy', 'fieldOfStudy', 'fieldOfStudy', undefined]);
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
