import { describe, expect, it } from 'vitest';
import { shownTick } from './use-tick-at-once';

describe('shownTick', () => {
  it('shows the stored value when nothing is chosen', () => {
    expect(shownTick(false, null)).toBe(false);
    expect(shownTick(true, null)).toBe(true);
  });

  it('shows the choice while the store still holds the value it was chosen over', () => {
    expect(shownTick(false, { value: true, over: false })).toBe(true);
    expect(shownTick(true, { value: false, over: true })).toBe(false);
  });

  it('shows the store once it has moved from the value the choice was made over', () => {
    expect(shownTick(true, { value: false, over: false })).toBe(true);
    expect(shownTick(false, { value: true, over: true })).toBe(false);
  });
});
