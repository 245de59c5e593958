import { describe, expect, it } from 'vitest';
import type { Student } from '@contract';
import { applyStudentChanges, defined, studentFromCreate } from './optimistic-rows';
import { overlayWaiting } from './use-outbox';
import type { WaitingRow } from './outbox-engine';

const NOW = '2026-11-22T10:00:00.000Z';
const lead = studentFromCreate(
  { id: 'a', name: 'Amina Yusuf', phone: '+254 700', email: null, country: 'Kenya', fieldOfStudy: null, destinationCity: 'Penang', priority: 'high', stage: 'lead', tags: ['Fair'] },
  NOW,
);

describe('optimistic rows', () => {
  it('shapes a new lead as the API does: name, phone and country inside personalInfo, version 0 until stored', () => {
    expect(lead).toEqual({
      id: 'a',
      personalInfo: { name: 'Amina Yusuf', phone: '+254 700', country: 'Kenya' },
      fieldOfStudy: null,
      destinationCity: 'Penang',
      stage: 'lead',
      priority: 'high',
      assignedCounselor: null,
      tags: ['Fair'],
      createdAt: NOW,
      updatedAt: NOW,
      version: 0,
    });
  });

  it('applies only the fields sent; null clears, absent keeps', () => {
    const later = '2026-11-23T08:00:00.000Z';
    const row = applyStudentChanges(lead, { email: 'amina@example.com', phone: null, stage: 'offer', fieldOfStudy: undefined }, later);
    expect(row.personalInfo).toEqual({ name: 'Amina Yusuf', email: 'amina@example.com', country: 'Kenya' });
    expect(row).toMatchObject({ stage: 'offer', destinationCity: 'Penang', updatedAt: later, createdAt: NOW });
    expect(defined({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});

describe('overlayWaiting', () => {
  const row = (id: string, name: string): Student => ({ ...lead, id, personalInfo: { name } });
  const waiting = (r: Student): WaitingRow => ({ row: r, state: 'pending', error: null, seq: 1 });

  it('lays waiting versions over the page and puts rows the server has not got yet first, if they match', () => {
    const page = [row('1', 'Server One'), row('2', 'Server Two')];
    const map = new Map([
      ['2', waiting(row('2', 'Edited Two'))],
      ['3', waiting(row('3', 'New Three'))],
      ['4', waiting(row('4', 'Filtered Out'))],
    ]);
    const shown = overlayWaiting(page, map, (s) => s.id !== '4').map((s) => s.personalInfo.name);
    expect(shown).toEqual(['New Three', 'Server One', 'Edited Two']);
  });
});
