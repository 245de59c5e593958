import { describe, expect, it } from 'vitest';
import { compareStudentsBy, matchesStudentFilter, phoneSearchDigits, type StudentFilter } from './student-filter';
import type { Student } from './crm';

const student = (over: Partial<Student> & { name?: string; phone?: string; email?: string }): Student => ({
  id: over.id ?? '00000000-0000-4000-8000-000000000001',
  personalInfo: { name: over.name ?? 'Amina Yusuf', phone: over.phone, email: over.email, country: 'Kenya' },
  fieldOfStudy: null,
  preferredLanguage: 'en',
  destinationCity: null,
  stage: 'lead',
  priority: 'medium',
  assignedCounselor: over.assignedCounselor ?? null,
  ownerName: null,
  tags: over.tags ?? [],
  createdAt: over.createdAt ?? '2026-01-01T00:00:00.000Z',
  updatedAt: over.updatedAt ?? '2026-01-01T00:00:00.000Z',
  version: 1,
});

describe('phoneSearchDigits', () => {
  it('drops a leading 0 and keeps the last 9 digits of a longer number', () => {
    expect(phoneSearchDigits('0733 999 888')).toBe('733999888');
    expect(phoneSearchDigits('+254 733 999 888')).toBe('733999888');
    expect(phoneSearchDigits('733-999-888')).toBe('733999888');
    expect(phoneSearchDigits('(0803) 123 4567')).toBe('031234567');
    expect(phoneSearchDigits('999 88')).toBe('99988');
  });

  it('is no phone search for words, or fewer than 3 digits', () => {
    expect(phoneSearchDigits('Nairobi Fair 2026')).toBeUndefined();
    expect(phoneSearchDigits('07')).toBeUndefined();
    expect(phoneSearchDigits('+')).toBeUndefined();
  });
});

describe('matchesStudentFilter', () => {
  const local = student({ phone: '0733 999 888', email: 'amina@example.com', tags: ['Nairobi Fair 2026'], assignedCounselor: 'me-id' });
  const matches = (filter: StudentFilter, contact = true) => matchesStudentFilter(local, filter, { id: 'me-id', contact });

  it('finds a phone in any format, e-mail, tags, only with contact for the contact fields', () => {
    for (const search of ['+254733999888', '733999888', '0733-999-888', 'amina@', 'nairobi fair']) expect(matches({ search }), search).toBe(true);
    expect(matches({ search: '733999888' }, false)).toBe(false);
    expect(matches({ search: 'amina@' }, false)).toBe(false);
    expect(matches({ search: 'nairobi fair' }, false)).toBe(true);
  });

  it("filters by owner ('me', 'none', an id), country and source", () => {
    expect(matches({ owner: 'me' })).toBe(true);
    expect(matches({ owner: 'none' })).toBe(false);
    expect(matches({ owner: 'other-id' })).toBe(false);
    expect(matches({ country: 'Kenya', source: 'NAIROBI FAIR 2026' })).toBe(true);
    expect(matches({ source: 'Nairobi Fair' })).toBe(false);
    expect(matches({ country: 'Ghana' })).toBe(false);
  });
});

describe('compareStudentsBy', () => {
  const a = student({ id: '00000000-0000-4000-8000-00000000000a', name: 'bea', createdAt: '2026-01-02T00:00:00.000Z' });
  const b = student({ id: '00000000-0000-4000-8000-00000000000b', name: 'Abel', createdAt: '2026-01-01T00:00:00.000Z' });
  const c = student({ id: '00000000-0000-4000-8000-00000000000c', name: 'abel', createdAt: '2026-01-02T00:00:00.000Z' });

  it('orders by the lower-cased name, then id, in either direction', () => {
    expect([a, b, c].sort(compareStudentsBy('name')).map((s) => s.id.slice(-1))).toEqual(['b', 'c', 'a']);
    expect([a, b, c].sort(compareStudentsBy('-name')).map((s) => s.id.slice(-1))).toEqual(['a', 'c', 'b']);
  });

  it('orders newest first by default', () => {
    expect([b, a, c].sort(compareStudentsBy()).map((s) => s.id.slice(-1))).toEqual(['c', 'a', 'b']);
    expect([b, a, c].sort(compareStudentsBy('createdAt')).map((s) => s.id.slice(-1))).toEqual(['b', 'a', 'c']);
  });
});
