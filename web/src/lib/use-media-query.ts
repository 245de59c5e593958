import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current. Lets a page skip rendering what CSS would hide anyway.
 * Undefined while prerendering (no screen to ask): render every variant then, each shown by its own CSS.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
