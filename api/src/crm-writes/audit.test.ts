import { describe, expect, it } from 'vitest';
import { diffFields } from './audit';

describe('diffFields', () => {
  it('lists each changed field as from/to, personal details key by key, leaving out the bookkeeping', () => {
    const before = { stage: 'lead', tags: ['Fair'], personalInfo: { name: 'Amina', phone: '+252 61 1' }, version: 1, updatedAt: 'a' };
    const after = { stage: 'offer', tags: ['Fair'], personalInfo: { name: 'Amina' }, version: 2, updatedAt: 'b' };
    expect(diffFields(before, after)).toEqual({ stage: { from: 'lead', to: 'offer' }, phone: { from: '+252 61 1', to: null } });
  });

  it('lists every field of a new record as coming from nothing', () => {
    expect(diffFields(null, { status: 'draft', program: 'MBA' })).toEqual({
      status: { from: null, to: 'draft' },
      program: { from: null, to: 'MBA' },
    });
  });
});
