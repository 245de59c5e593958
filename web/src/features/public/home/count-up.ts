import { useEffect, useState, type RefObject } from 'react';

/** docs/PRODUCT.md §2.2: from 0 to the target in 60 steps over 2000 ms. */
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STEPS = 60;

/** The value shown at `step` of `steps`: whole numbers, exactly the target at the last step. */
export function countUpValue(target: number, step: number, steps = COUNT_UP_STEPS): number {
  const clamped = Math.min(Math.max(step, 0), steps);
  return Math.round((target * clamped) / steps);
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The current step of the count-up. The server renders the figures themselves (the last step), and so does
 * hydration: a reader before, or without, the app sees them. If the band is off screen when the app starts, it
 * counts up from 0 once it scrolls into view (docs/PRODUCT.md §2.2); on screen already, or with reduced motion,
 * the figures stay as they are.
 */
export function useCountUpStep(target: RefObject<HTMLElement | null>): number {
  const [step, setStep] = useState(COUNT_UP_STEPS);

  useEffect(() => {
    const el = target.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((e) => e.isIntersecting);
      if (first) {
        first = false;
        if (inView) return observer.disconnect();
        setStep(0); // off screen: nothing moves in front of the reader
        return;
      }
      if (!inView) return;
      observer.disconnect();
      let current = 0;
      timer = setInterval(() => {
        current += 1;
        setStep(current);
        if (current >= COUNT_UP_STEPS) clearInterval(timer);
      }, COUNT_UP_DURATION_MS / COUNT_UP_STEPS);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [target]);

  return step;
}
