import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true in every render after: a component whose
 * output depends on the browser (stored preferences, the address bar) renders the server's version first, so
 * hydration matches, and its own right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
