import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@contract/enums';
import { defaultOwnerFilter, parseOwnerFilter } from './caseload';

describe('the owner filter of the students list', () => {
  it('keeps me, none, all and a staff id; drops anything else', () => {
    expect(parseOwnerFilter('me')).toBe('me');
    expect(parseOwnerFilter('none')).toBe('none');
    expect(parseOwnerFilter('all')).toBe('all');
    expect(parseOwnerFilter('6F1C1F47-8A1A-4CDE-9F55-2F0B2F3F2C11')).toBe('6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11');
    for (const bad of ['mine', '', 3, null, undefined, '6f1c1f47', "'; drop table"]) expect(parseOwnerFilter(bad)).toBeUndefined();
  });

  it('opens a counselor on their own caseload and every other role on all students', () => {
    const defaults = Object.fromEntries(ADMIN_ROLES.map((role) => [role, defaultOwnerFilter(role)]));
    expect(defaults).toEqual(Object.fromEntries(ADMIN_ROLES.map((role) => [role, role === 'counselor' ? 'me' : undefined])));
  });
});
