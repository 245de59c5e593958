import { describe, expect, it } from 'vitest';
import { deadlineDateOf, isDeadlinePassed, nextRoundExpected, todayInMalaysia } from './scholarship-deadline';
import { scholarshipCreateSchema, scholarshipPatchSchema } from './scholarships-admin';

describe('isDeadlinePassed', () => {
  it('passes the day after the deadline, not on the day itself', () => {
    expect(isDeadlinePassed('2026-11-25', '2026-11-26')).toBe(true);
    expect(isDeadlinePassed('2026-11-26', '2026-11-26')).toBe(false);
    expect(isDeadlinePassed('2027-01-01', '2026-11-26')).toBe(false);
  });

  it('never passes without a date (a rolling deadline)', () => {
    expect(isDeadlinePassed(null, '2099-01-01')).toBe(false);
  });

  it("reads today in Malaysia's time zone", () => {
    // 20:00 UTC on the 25th is 04:00 on the 26th in Kuala Lumpur.
    expect(todayInMalaysia(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(todayInMalaysia(new Date('2026-11-25T15:00:00Z'))).toBe('2026-11-25');
  });
});

describe('a deadline read on a fixed day (29 November 2026 in Malaysia)', () => {
  const today = todayInMalaysia(new Date('2026-11-29T03:00:00Z'));

  it('takes the date set, else the words when they are a date, never "Rolling"', () => {
    expect(deadlineDateOf({ deadlineDate: '2027-03-31', deadline: 'Apply by the end of March' })).toBe('2027-03-31');
    expect(deadlineDateOf({ deadlineDate: null, deadline: 'January 15, 2025' })).toBe('2025-01-15');
    expect(deadlineDateOf({ deadlineDate: null, deadline: 'December 31 2024' })).toBe('2024-12-31');
    expect(deadlineDateOf({ deadlineDate: null, deadline: 'Rolling' })).toBeNull();
    expect(deadlineDateOf({ deadlineDate: null, deadline: 'Smarch 3, 2025' })).toBeNull();
  });

  it('closes the seeded 2024-2025 deadlines written in words, and keeps the 2027 ones open', () => {
    for (const deadline of ['March 31, 2025', 'January 15, 2025', 'December 31, 2024']) {
      expect(isDeadlinePassed(deadlineDateOf({ deadlineDate: null, deadline }), today), deadline).toBe(true);
    }
    expect(isDeadlinePassed(deadlineDateOf({ deadlineDate: '2027-03-31', deadline: '' }), today)).toBe(false);
    expect(isDeadlinePassed(deadlineDateOf({ deadlineDate: null, deadline: 'Rolling' }), today)).toBe(false);
  });

  it('expects the next round in the deadline\'s month, the first time it is still to come', () => {
    expect(nextRoundExpected('2025-03-31', today)).toBe('March 2027');
    expect(nextRoundExpected('2024-12-31', today)).toBe('December 2026');
    expect(nextRoundExpected('2025-11-15', today)).toBe('November 2027');
  });
});

describe('the scholarship schemas', () => {
  const create = { id: '6f1c1a9e-3c35-4b7a-9f6e-2d7f0e3c1a11', title: 'Award', provider: 'Trust', amount: 'RM 1', coverage: '10%', eligibility: ['Any'], levels: ['PhD'] };

  it('needs a deadline date or words', () => {
    expect(scholarshipCreateSchema.safeParse(create).success).toBe(false);
    expect(scholarshipCreateSchema.parse({ ...create, deadlineNote: 'Rolling' })).toMatchObject({ deadlineDate: null, color: 'blue', archived: false });
    expect(scholarshipCreateSchema.safeParse({ ...create, deadlineDate: '2027-02-30x' }).success).toBe(false);
  });

  it('leaves out of a patch what it does not change', () => {
    expect(scholarshipPatchSchema.parse({ version: 3, archived: true })).toEqual({ version: 3, archived: true });
    expect(scholarshipPatchSchema.safeParse({ version: 3, deadlineNote: '', deadlineDate: null }).success).toBe(false);
  });
});
