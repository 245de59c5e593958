import { useState } from 'react';

/** A tick chosen on screen, over the stored value it was chosen against. */
export type TickChoice = {
  value: boolean;
  over: boolean;
};

/** What the checkbox shows: the person's choice while the store still holds the value it was chosen over. */
export function shownTick(stored: boolean, choice: TickChoice | null): boolean {
  return choice && choice.over === stored ? choice.value : stored;
}

/**
 * A checkbox whose truth lives in a store that reaches the screen a task after the click (TanStack Query tells its
 * observers on a timer, Dexie's liveQuery once IndexedDB answers, a server list once it is read again) would spring
 * back: React puts a controlled checkbox back to its prop as soon as the click's handler returns. This keeps the
 * person's tick on screen until the store moves (to the tick, or to someone else's change) or the save fails.
 */
export function useTickAtOnce(stored: boolean): [boolean, (value: boolean, save: () => Promise<unknown>) => void] {
  const [choice, setChoice] = useState<TickChoice | null>(null);
  // The store moved on since the tick: from here on it is the truth (React's "adjust state while rendering").
  if (choice && choice.over !== stored) setChoice(null);
  const choose = (value: boolean, save: () => Promise<unknown>) => {
    setChoice({ value, over: stored });
    save().catch(() => setChoice(null));
  };
  return [shownTick(stored, choice), choose];
}
