import { describe, expect, it } from 'vitest';
import { visaTiles } from './visa-figures';

describe('visaTiles', () => {
  it('counts the tiles and rounds the approvals of the decided cases (3 of 3 + 1), not of all 7', () => {
    expect(visaTiles({ totalAll: 7, statusCounts: { preparing: 2, submitted: 1, approved: 3, rejected: 1 } })).toEqual({
      total: 7,
      preparing: 2,
      submitted: 1,
      approved: 3,
      successRate: 75,
    });
  });
  it('is all zeros, with no rate, without cases or without a decided one', () => {
    expect(visaTiles({ totalAll: 0, statusCounts: {} })).toEqual({ total: 0, preparing: 0, submitted: 0, approved: 0, successRate: null });
    expect(visaTiles(undefined).successRate).toBeNull();
    expect(visaTiles({ totalAll: 2, statusCounts: { preparing: 1, submitted: 1 } }).successRate).toBeNull();
  });
});
