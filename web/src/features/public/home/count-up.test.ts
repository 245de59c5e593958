import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, COUNT_UP_STEPS, countUpValue } from './count-up';

describe('countUpValue', () => {
  it('runs 60 steps over 2000 ms, as docs/PRODUCT.md §2.2 says', () => {
    expect(COUNT_UP_STEPS).toBe(60);
    expect(COUNT_UP_DURATION_MS).toBe(2000);
  });

  it.each([500, 50, 15, 98])('starts at 0 and ends exactly on %i', (target) => {
    expect(countUpValue(target, 0)).toBe(0);
    expect(countUpValue(target, COUNT_UP_STEPS)).toBe(target);
    expect(countUpValue(target, COUNT_UP_STEPS + 5)).toBe(target);
  });

  it('climbs in whole numbers and never goes down', () => {
    for (const target of [500, 50, 15, 98]) {
      const values = Array.from({ length: COUNT_UP_STEPS + 1 }, (_, step) => countUpValue(target, step));
      expect(values.every(Number.isInteger)).toBe(true);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    expect(countUpValue(500, 30)).toBe(250);
  });
});
