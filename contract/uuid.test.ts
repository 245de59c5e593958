import { describe, expect, it } from 'vitest';
import { OWNER_FILTER, uuidOf } from './uuid';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('record ids', () => {
  it('reads a UUID in either case as the lower-case id, and nothing else', () => {
    expect(uuidOf(ID.toUpperCase())).toBe(ID);
    for (const bad of ['', 'me', `${ID}x`, ` ${ID}`, ID.replace(/-/g, ''), 42, null, undefined]) expect(uuidOf(bad)).toBeUndefined();
  });

  it("takes 'me', 'none' or a staff member's id as an owner filter", () => {
    expect(['me', 'none', ID, ID.toUpperCase()].every((v) => OWNER_FILTER.test(v))).toBe(true);
    expect(['all', 'mine', `${ID}-1`, ''].some((v) => OWNER_FILTER.test(v))).toBe(false);
  });
});
