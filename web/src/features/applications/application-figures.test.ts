import { describe, expect, it } from 'vitest';
import { statusTiles } from './application-figures';

describe('statusTiles', () => {
  it('has a tile only for the statuses present, in status order', () => {
    expect(statusTiles({ rejected: 2, draft: 4, under_review: 0, conditional_offer: 1 })).toEqual([
      { status: 'draft', count: 4 },
      { status: 'conditional_offer', count: 1 },
      { status: 'rejected', count: 2 },
    ]);
    expect(statusTiles(undefined)).toEqual([]);
  });
});
