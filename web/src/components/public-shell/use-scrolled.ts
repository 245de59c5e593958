import { useSyncExternalStore } from 'react';

// The scroll position is read only in the scroll handler: reading window.scrollY during render forces a
// synchronous layout, which on a slow phone cost more than the whole header.
let scrollY = 0;
const listeners = new Set<() => void>();
const onScroll = () => {
  scrollY = window.scrollY;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    // A position restored before we listened (reload): read it once the page is idle, when layout is clean.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => onScroll());
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
};

/** True once the page is scrolled more than `threshold` px; re-renders only when that flips. */
export function useScrolled(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  );
}
