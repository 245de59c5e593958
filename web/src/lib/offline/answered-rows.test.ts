import { afterEach, describe, expect, it } from 'vitest';
import type { Student } from '@contract';
import { ANSWER_KEPT_MS, answersOf, answersSince, forgetAnswers, rememberAnswer } from './answered-rows';

const row = (id: string) => ({ id }) as Student;
const T = 1_800_000_000_000;

describe("the server's answers kept for lists read before them", () => {
  afterEach(forgetAnswers);

  it('corrects only a read made before the answer', () => {
    const all = new Map([
      ['a', { row: row('a'), at: T }],
      ['b', { row: row('b'), at: T + 10 }],
    ]);
    expect([...answersSince(all, T + 5).keys()]).toEqual(['b']);
    expect([...answersSince(all, T + 10).keys()]).toEqual([]);
    expect([...answersSince(all, T - 1).keys()]).toEqual(['a', 'b']);
  });

  it('corrects nothing not yet read (a list loading, or a person just signed in)', () => {
    expect(answersSince(new Map([['a', { row: row('a'), at: T }]]), 0).size).toBe(0);
  });
});

describe('rememberAnswer', () => {
  it('keeps each answer by entity and row, and drops those older than the time a list takes to be read again', () => {
    rememberAnswer('students', row('old'), T);
    rememberAnswer('students', row('new'), T + ANSWER_KEPT_MS);
    rememberAnswer('tasks', row('task'), T + ANSWER_KEPT_MS);
    expect([...answersOf('students').keys()]).toEqual(['new']);
    expect([...answersOf('tasks').keys()]).toEqual(['task']);
  });

  it('forgets every answer at sign-out', () => {
    rememberAnswer('students', row('a'), T);
    forgetAnswers();
    expect(answersOf('students').size).toBe(0);
  });
});
