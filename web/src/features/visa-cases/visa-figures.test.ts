import { describe, expect, it } from 'vitest';
import { visaTiles } from './visa-figures';

describe('visaTiles', () => {
  it('counts the tiles and rounds approved over all cases', () => {
    expect(visaTiles({ totalAll: 7, statusCounts: { preparing: 2, submitted: 1, approved: 3, rejected: 1 } })).toEqual({
      total: 7,
      preparing: 2,
      submitted: 1,
      approved: 3,
      successRate: 43,
    });
  });
  it('is all zeros, rate included, without cases', () => {
    expect(visaTiles({ totalAll: 0, statusCounts: {} })).toEqual({ total: 0, preparing: 0, submitted: 0, approved: 0, successRate: 0 });
    expect(visaTiles(undefined).successRate).toBe(0);
  });
});
