import { useEffect, useLayoutEffect } from 'react';
import { choicesBefore, replayEdits, type ChoiceBefore } from './edits-before-start';

let choices: readonly ChoiceBefore[] | null = null;

/** Called by main.tsx just before it hydrates a server-rendered page: what the person chose before the app started. */
export function beforeHydration(root: HTMLElement): void {
  choices = choicesBefore(root);
}

/**
 * Rendered last in the public shell, so its effects run once the page itself is hydrated (the router's Suspense
 * boundary hydrates after the root): removes `#root[data-prerendered]`, which tests and tools wait for, then hands
 * the app what the person typed before it started (edits-before-start.ts).
 */
export function HydrationEnd() {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
  useEffect(() => {
    const root = document.getElementById('root');
    if (choices === null || !root) return;
    replayEdits(root, choices);
    choices = null;
  }, []);
  return null;
}
