import { useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

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
 * The current step of one shared count-up, started when `target` scrolls into view. With reduced motion
 * the count starts at its final step: the numbers are shown, not animated.
 */
export function useCountUpStep(target: RefObject<HTMLElement | null>): number {
  const [step, setStep] = useState(0);
  const started = useRef(false);
  // The server renders step 0 (it cannot know the preference): hydration does too, the next render the final step.
  const reduced = useHydrated() && prefersReducedMotion();

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const el = target.current;
    if (!el || step >= COUNT_UP_STEPS || started.current) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      started.current = true;
      let current = 0;
      timer = setInterval(() => {
        current += 1;
        setStep(current);
        if (current >= COUNT_UP_STEPS) clearInterval(timer);
      }, COUNT_UP_DURATION_MS / COUNT_UP_STEPS);
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => clearInterval(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
    // Runs once: the step only moves forward from here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return reduced ? COUNT_UP_STEPS : step;
}
