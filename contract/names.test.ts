import { describe, expect, it } from 'vitest';
import { createStudentSchema, updateStudentSchema } from './crm-writes';
import { personName, stripInvisibleControls } from './names';

const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];

describe('stripInvisibleControls', () => {
  it.each(controls.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase(), c]))('removes U+%s', (_code, c) => {
    expect(stripInvisibleControls(`Ami${c}na Has${c}${c}san`)).toBe('Amina Hassan');
  });

  it('keeps every other letter, accent and script', () => {
    for (const name of ['Zoë Nakato-Mwangi', "N'Golo Adébáyọ̀", 'أمينة حسن', 'አበበ ቢቂላ']) expect(stripInvisibleControls(name)).toBe(name);
  });
});

describe('names in the contract schemas', () => {
  it("strips a student's name on create and update", () => {
    expect(createStudentSchema.parse({ name: '\u202EAmina\u200B Hassan\u2066 ' }).name).toBe('Amina Hassan');
    expect(updateStudentSchema.parse({ name: 'Brian\uFEFF Otieno', version: 1 }).name).toBe('Brian Otieno');
  });

  it('refuses a name made only of invisible controls as empty', () => {
    const result = createStudentSchema.safeParse({ name: '\u202E\u200B\u2066' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter the student's name.");
  });

  it('counts the minimum after stripping', () => {
    const schema = personName({ max: 100, min: 2, message: 'Enter the full name (2 characters or more).' });
    expect(schema.safeParse('A\u200B').success).toBe(false);
    expect(schema.parse(' Hodan\u202D Ali ')).toBe('Hodan Ali');
  });
});
