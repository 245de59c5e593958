import { describe, expect, it } from 'vitest';
import type { Student } from '@contract';
import { optimisticStudent } from './optimistic-rows';
import type { OutboxRow, WaitingRow } from './outbox-engine';
import { overlayLocalRows } from './overlay-rows';

const lead = optimisticStudent(
  { id: 'a', name: 'Amina Yusuf', phone: '+254 700', email: null, country: 'Kenya', fieldOfStudy: null, destinationCity: 'Penang', priority: 'high', stage: 'lead', tags: [], preferredLanguage: 'en' },
  '2026-11-22T10:00:00.000Z',
);
const row = (id: string, name: string): Student => ({ ...lead, id, personalInfo: { name } });
const waiting = (r: Student): WaitingRow => ({ row: r, state: 'pending', error: null, seq: 1 });
const NO_ANSWERS: ReadonlyMap<string, OutboxRow> = new Map();
const names = (rows: Student[]) => rows.map((s) => s.personalInfo.name);

describe('overlayLocalRows', () => {
  it('lays waiting versions over the page and puts rows the server has not got yet first, if they match', () => {
    const page = [row('1', 'Server One'), row('2', 'Server Two')];
    const map = new Map([
      ['2', waiting(row('2', 'Edited Two'))],
      ['3', waiting(row('3', 'New Three'))],
      ['4', waiting(row('4', 'Filtered Out'))],
    ]);
    const shown = overlayLocalRows(page, { waiting: map, answered: NO_ANSWERS }, (s) => s.id !== '4');
    expect(names(shown)).toEqual(['New Three', 'Server One', 'Edited Two']);
  });

  it("keeps the server's answers over a page read before them, and a waiting write over both", () => {
    const page = [row('1', 'Old One'), row('2', 'Old Two')];
    const answered = new Map([
      ['1', row('1', 'Saved One')],
      ['2', row('2', 'Saved Two')],
      ['5', row('5', 'Saved New Five')],
    ]);
    const map = new Map([['2', waiting(row('2', 'Edited Again Two'))]]);
    expect(names(overlayLocalRows(page, { waiting: map, answered }))).toEqual(['Saved New Five', 'Saved One', 'Edited Again Two']);
  });

  it('leaves out an answered row the filter does not take, and shows the page as read when nothing is local', () => {
    const page = [row('1', 'One')];
    const answered = new Map([['9', row('9', 'Elsewhere')]]);
    expect(names(overlayLocalRows(page, { waiting: new Map(), answered }, (s) => s.id !== '9'))).toEqual(['One']);
    expect(overlayLocalRows(page, { waiting: new Map(), answered: NO_ANSWERS })).toEqual(page);
  });

  it('shows the newest of several new local rows first', () => {
    const map = new Map([
      ['3', waiting(row('3', 'Older'))],
      ['4', waiting(row('4', 'Newer'))],
    ]);
    expect(names(overlayLocalRows([], { waiting: map, answered: NO_ANSWERS }))).toEqual(['Newer', 'Older']);
  });
});
