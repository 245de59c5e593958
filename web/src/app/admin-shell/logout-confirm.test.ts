import { describe, expect, it } from 'vitest';
import { confirmDiscard } from './logout-confirm';

describe('confirmDiscard', () => {
  it('signs out at once with nothing waiting, and otherwise asks, naming the count', () => {
    const asked: string[] = [];
    const ask = (answer: boolean) => (message: string) => (asked.push(message), answer);
    expect(confirmDiscard(0, ask(false))).toBe(true);
    expect(asked).toEqual([]);
    expect(confirmDiscard(3, ask(false))).toBe(false);
    expect(confirmDiscard(1, ask(true))).toBe(true);
    expect(asked).toEqual([
      '3 changes have not reached the server yet. Signing out discards them for good. Sign out anyway?',
      '1 change has not reached the server yet. Signing out discards it for good. Sign out anyway?',
    ]);
  });
});
