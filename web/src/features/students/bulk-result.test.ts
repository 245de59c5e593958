import { describe, expect, it } from 'vitest';
import type { Student } from '@contract';
import { STUDENT_BULK_MAX, type StudentBulkAnswer, type StudentBulkResult } from '@contract/student-bulk';
import { BULK_BATCH, bulkBatches, mergeBulkAnswers, summariseBulk } from './bulk-result';

const NAMES: Record<string, string> = { a: 'Amina Yusuf', b: 'Kwame Mensah', c: 'Halima Warsame', d: 'Abebe Bekele' };
const nameOf = (id: string) => NAMES[id] ?? 'Unknown';
const student = { id: 'x' } as Student;
const done = (id: string): StudentBulkResult => ({ id, outcome: 'done', student });
const answer = (results: StudentBulkResult[]): StudentBulkAnswer => mergeBulkAnswers([{ results, counts: { done: 0, refused: 0, conflict: 0 } }]);

describe('summariseBulk', () => {
  it('counts what was done and names each refusal with its reason and each conflict', () => {
    const summary = summariseBulk(
      'stage',
      answer([
        done('a'),
        done('b'),
        { id: 'c', outcome: 'refused', reason: 'A student cannot go from Lead to Alumni.' },
        { id: 'd', outcome: 'conflict', reason: 'Someone else changed this student first.', current: student },
      ]),
      nameOf,
    );
    expect(summary.headline).toBe('Stage changed for 2 students; 1 refused; 1 conflict.');
    expect(summary.done).toBe(2);
    expect(summary.refused).toEqual([{ id: 'c', name: 'Halima Warsame', reason: 'A student cannot go from Lead to Alumni.' }]);
    expect(summary.conflicts).toEqual([{ id: 'd', name: 'Abebe Bekele', reason: 'Someone else changed this student first.' }]);
  });

  it('says only what was done when every student changed, in the singular for one', () => {
    const summary = summariseBulk('assign', answer(['a', 'b', 'c'].map(done)), nameOf);
    expect(summary.headline).toBe('Owner assigned for 3 students.');
    expect(summary.refused).toEqual([]);
    expect(summary.conflicts).toEqual([]);
    expect(summariseBulk('tag', answer([done('a')]), nameOf).headline).toBe('Tag added for 1 student.');
  });
});

describe('bulkBatches and mergeBulkAnswers', () => {
  it('sends at most the API maximum per request, each with the versions of its own students', () => {
    expect(BULK_BATCH).toBe(STUDENT_BULK_MAX);
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const batches = bulkBatches({ action: 'tag', value: 'Nairobi Fair', ids, versions: { a: 1, c: 3, e: 5 } }, 2);
    expect(batches).toEqual([
      { action: 'tag', value: 'Nairobi Fair', ids: ['a', 'b'], versions: { a: 1 } },
      { action: 'tag', value: 'Nairobi Fair', ids: ['c', 'd'], versions: { c: 3 } },
      { action: 'tag', value: 'Nairobi Fair', ids: ['e'], versions: { e: 5 } },
    ]);
    expect(bulkBatches({ action: 'assign', value: null, ids: ['a'] })).toEqual([{ action: 'assign', value: null, ids: ['a'] }]);
  });

  it('adds up the answers of several requests', () => {
    const merged = mergeBulkAnswers([
      { results: [done('a')], counts: { done: 1, refused: 0, conflict: 0 } },
      { results: [{ id: 'b', outcome: 'refused', reason: 'No.' }], counts: { done: 0, refused: 1, conflict: 0 } },
    ]);
    expect(merged.counts).toEqual({ done: 1, refused: 1, conflict: 0 });
    expect(merged.results.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
