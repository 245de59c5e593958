import { describe, expect, it } from 'vitest';
import type { StudentImportAnswer } from '@contract/student-import';
import { columnProblems } from './column-problems';

const answer = (invalid: StudentImportAnswer['invalid']): StudentImportAnswer =>
  ({ dryRun: true, rows: 10, mapping: {}, created: [], duplicates: [], invalid }) as unknown as StudentImportAnswer;

describe('columnProblems', () => {
  it("says each column's refused rows beside it, by message, naming the rows", () => {
    const report = answer([
      { row: 2, reasons: [{ field: 'phone', message: 'Too short.' }] },
      { row: 5, reasons: [{ field: 'phone', message: 'Too short.' }, { field: 'country', message: 'Choose a country.' }] },
      { row: 7, reasons: [{ field: 'tags.0', message: 'Too long.' }] },
    ]);
    const mapping = { 'Phone Number': 'phone', Nation: 'country', Labels: 'tags', 'Full Name': 'name', Notes: '' } as const;
    expect(columnProblems(mapping, report)).toEqual({
      'Phone Number': '2 rows: Too short. (rows 2, 5)',
      Nation: '1 row: Choose a country. (row 5)',
      Labels: '1 row: Too long. (row 7)',
    });
  });

  it('says nothing before a dry run, and lists at most five rows of one problem', () => {
    expect(columnProblems({ Phone: 'phone' }, null)).toEqual({});
    const many = answer([1, 2, 3, 4, 5, 6, 7].map((row) => ({ row, reasons: [{ field: 'email', message: 'Not an address.' }] })));
    expect(columnProblems({ Mail: 'email' }, many)).toEqual({ Mail: '7 rows: Not an address. (rows 1, 2, 3, 4, 5…)' });
  });
});
