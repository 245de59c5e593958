type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the browser can paint and answer input in between: awaited at the top level of a
 * module, it splits the evaluation of the app's scripts into tasks of their own (a long task blocks taps). Uses
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place at the front of the queue).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
