import { describe, expect, it } from 'vitest';
import { summariseBulk } from './bulk-result';

const NAMES: Record<string, string> = { a: 'Amina Yusuf', b: 'Kwame Mensah', c: 'Halima Warsame', d: 'Abebe Bekele' };
const nameOf = (id: string) => NAMES[id] ?? 'Unknown';

describe('summariseBulk', () => {
  it('counts what was done and names each refusal with its reason and each conflict', () => {
    const summary = summariseBulk(
      'stage',
      {
        results: [
          { id: 'a', outcome: 'done' },
          { id: 'b', outcome: 'done' },
          { id: 'c', outcome: 'refused', reason: 'A student cannot go from Lead to Alumni.' },
          { id: 'd', outcome: 'conflict' },
        ],
      },
      nameOf,
    );
    expect(summary.headline).toBe('Stage changed for 2 students; 1 refused; 1 conflict.');
    expect(summary.done).toBe(2);
    expect(summary.refused).toEqual([{ id: 'c', name: 'Halima Warsame', reason: 'A student cannot go from Lead to Alumni.' }]);
    expect(summary.conflicts).toEqual([{ id: 'd', name: 'Abebe Bekele', reason: expect.stringContaining('someone else') }]);
  });

  it('says only what was done when every student changed', () => {
    const summary = summariseBulk('assign', { results: ['a', 'b', 'c'].map((id) => ({ id, outcome: 'done' as const })) }, nameOf);
    expect(summary.headline).toBe('Owner assigned for 3 students.');
    expect(summary.refused).toEqual([]);
    expect(summary.conflicts).toEqual([]);
  });

  it('reads one student in the singular', () => {
    expect(summariseBulk('tag', { results: [{ id: 'a', outcome: 'done' }] }, nameOf).headline).toBe('Tag added for 1 student.');
  });
});
