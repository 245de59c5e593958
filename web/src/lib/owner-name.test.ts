import { describe, expect, it } from 'vitest';
import { ownerLabel } from './owner-name';

describe('ownerLabel', () => {
  it("names the owner, says 'Unassigned' without one, and 'Assigned' while only the id is known", () => {
    expect(ownerLabel('6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11', 'Grace Wanjiru')).toBe('Grace Wanjiru');
    expect(ownerLabel(null, null)).toBe('Unassigned');
    expect(ownerLabel(undefined, 'Stale name')).toBe('Unassigned');
    expect(ownerLabel('6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11', null)).toBe('Assigned');
  });
});
