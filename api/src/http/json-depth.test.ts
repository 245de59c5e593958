import { describe, expect, it } from 'vitest';
import { depthExceeds } from './json-depth';

const nested = (levels: number): unknown => (levels === 0 ? 1 : { a: nested(levels - 1) });

describe('depthExceeds', () => {
  it('counts each object or array level', () => {
    expect(depthExceeds(1, 0)).toBe(false);
    expect(depthExceeds({}, 0)).toBe(true);
    expect(depthExceeds(nested(20), 20)).toBe(false);
    expect(depthExceeds(nested(21), 20)).toBe(true);
    expect(depthExceeds([[[[]]]], 4)).toBe(false);
    expect(depthExceeds([[[[[]]]]], 4)).toBe(true);
  });

  it('finds a deep branch beside shallow ones', () => {
    expect(depthExceeds({ a: 1, b: [2, 3], c: nested(30) }, 20)).toBe(true);
  });
});
