import { describe, expect, it } from 'vitest';
import { defaultDue, dueLabel, fromLocalInput, toLocalInput } from './task-time';

describe('task times', () => {
  it('starts a new task due at 17:00 today, or 09:00 tomorrow from 16:00', () => {
    expect(defaultDue(new Date(2026, 10, 26, 10, 12))).toBe('2026-11-26T17:00');
    expect(defaultDue(new Date(2026, 10, 26, 16, 0))).toBe('2026-11-27T09:00');
    expect(defaultDue(new Date(2026, 11, 31, 20, 0))).toBe('2027-01-01T09:00');
  });

  it('reads the datetime-local value in the device time zone, and leaves an empty one for the schema to refuse', () => {
    const local = new Date(2026, 10, 27, 9, 30);
    expect(fromLocalInput(toLocalInput(local))).toBe(local.toISOString());
    expect(fromLocalInput('')).toBe('');
  });

  it('says when in words: today, tomorrow, yesterday, a weekday, another year', () => {
    const now = new Date(2026, 10, 26, 12, 0);
    expect(dueLabel(new Date(2026, 10, 26, 17, 0).toISOString(), now)).toBe('Today 17:00');
    expect(dueLabel(new Date(2026, 10, 27, 9, 0).toISOString(), now)).toBe('Tomorrow 09:00');
    expect(dueLabel(new Date(2026, 10, 25, 9, 0).toISOString(), now)).toBe('Yesterday 09:00');
    expect(dueLabel(new Date(2026, 10, 30, 9, 0).toISOString(), now)).toBe('Mon 30 Nov 09:00');
    expect(dueLabel(new Date(2027, 0, 5, 9, 0).toISOString(), now)).toBe('5 Jan 2027 09:00');
  });
});
