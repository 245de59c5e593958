import { describe, expect, it } from 'vitest';
import { valuesIn } from './notify';

// A notice's variables in the language of its text (issue 29): dates by the pages' formatter, our words from the
// catalogues, plain text as given.
describe('valuesIn', () => {
  const values = {
    task: 'Send your transcript',
    dueDate: { date: '2027-01-10' },
    noDate: { date: null },
    status: { message: 'portal.track.visa.status.approved', english: 'Approved' },
    reason: null,
  };

  it('writes English dates day first and keeps the spec’s English labels', () => {
    expect(valuesIn('en', values)).toEqual({ task: 'Send your transcript', dueDate: '10 Jan 2027', noDate: 'no date', status: 'Approved', reason: null });
  });

  it('writes a Somali date month first and Somali words from the catalogue', () => {
    expect(valuesIn('so', values)).toMatchObject({ task: 'Send your transcript', dueDate: 'Jan 10, 2027', noDate: 'taariikh ma leh' });
    expect(valuesIn('so', values).status).not.toBe('Approved');
  });

  it('keeps Western digits in Arabic and never shifts a calendar day', () => {
    const arabic = valuesIn('ar', values);
    expect(arabic.dueDate).toMatch(/^10 \S+ 2027$/);
    expect(arabic.dueDate).not.toMatch(/[٠-٩]/);
    expect(arabic.noDate).toBe('دون تاريخ');
  });
});
