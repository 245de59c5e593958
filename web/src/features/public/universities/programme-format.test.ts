import { describe, expect, it } from 'vitest';
import { formatDuration, formatIntakes, formatTuition } from './programme-format';

describe('programme figures', () => {
  it('writes tuition in ringgit a year, with thousands separators', () => {
    expect(formatTuition(38000)).toBe('RM 38,000 / year');
    expect(formatTuition(112000)).toBe('RM 112,000 / year');
    expect(formatTuition(0)).toBe('RM 0 / year');
  });

  it('writes a duration in years, singular for one', () => {
    expect(formatDuration(1)).toBe('1 year');
    expect(formatDuration(1.5)).toBe('1.5 years');
    expect(formatDuration(4)).toBe('4 years');
  });

  it('lists the intake months, or says to ask when none is listed', () => {
    expect(formatIntakes(['February', 'September'])).toBe('February, September');
    expect(formatIntakes([])).toBe('Ask us');
  });
});
