import { describe, expect, it } from 'vitest';
import { daysUntil, deadlineAlarm, localToday } from './deadlines';

const today = '2026-11-26';
const alarm = (deadlineDate: string | null, status: 'draft' | 'submitted' | 'under_review' | 'rejected' = 'draft') =>
  deadlineAlarm({ status, deadlineDate }, today);

describe('deadlineAlarm', () => {
  it('shouts within seven days and when past, in words', () => {
    expect(alarm('2026-11-26')).toEqual({ days: 0, text: 'Due today' });
    expect(alarm('2026-11-27')).toEqual({ days: 1, text: 'Due tomorrow' });
    expect(alarm('2026-11-29')).toEqual({ days: 3, text: 'Due in 3 days' });
    expect(alarm('2026-12-03')).toEqual({ days: 7, text: 'Due in 7 days' });
    expect(alarm('2026-11-25')).toEqual({ days: -1, text: 'Overdue by 1 day' });
    expect(alarm('2026-11-24', 'submitted')).toEqual({ days: -2, text: 'Overdue by 2 days' });
  });

  it('is quiet beyond the window, without a deadline, and once the application is past submitted', () => {
    expect(alarm('2026-12-04')).toBeNull();
    expect(alarm(null)).toBeNull();
    expect(alarm('2026-11-27', 'under_review')).toBeNull();
    expect(alarm('2026-11-20', 'rejected')).toBeNull();
  });

  it('counts calendar days across months and a time-stamped date', () => {
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-11-29T00:00:00.000Z', today)).toBe(3);
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
