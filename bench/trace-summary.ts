// Reads a Chromium trace (playwright's browser.startTracing/stopTracing) of one page load: the main thread's long
// tasks and its time in script, as Lighthouse counts them.

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

export type TraceSummary = {
  /** Durations (ms) of the main thread's tasks longer than 50 ms, in order. */
  longTasks: number[];
  /** Main-thread time (ms) running script: evaluation of scripts and modules, callbacks, timers, microtasks. */
  scriptMs: number;
  /** Of which: the first evaluation of scripts and modules. */
  evaluateMs: number;
};

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame', 'v8.compileModule', 'v8.compile']);
const EVALUATE_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule']);

/** Sum of durations, counting time covered by nested events of the set once. */
function exclusiveSum(events: TraceEvent[]): number {
  let total = 0;
  let coveredUntil = -Infinity;
  for (const e of events) {
    const end = e.ts + (e.dur ?? 0);
    if (end <= coveredUntil) continue;
    total += end - Math.max(e.ts, coveredUntil);
    coveredUntil = end;
  }
  return total / 1000;
}

export function summariseTrace(json: string): TraceSummary {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  // The page's renderer is the one whose main thread ran the most.
  let best = { key: '', busy: -1 };
  for (const m of mains) {
    const key = `${m.pid}:${m.tid}`;
    const busy = complete.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === key).reduce((s, e) => s + e.dur!, 0);
    if (busy > best.busy) best = { key, busy };
  }
  const onMain = complete.filter((e) => `${e.pid}:${e.tid}` === best.key);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  return {
    longTasks: tasks.map((e) => e.dur! / 1000).filter((ms) => ms > 50),
    scriptMs: exclusiveSum(onMain.filter((e) => SCRIPT_EVENTS.has(e.name))),
    evaluateMs: exclusiveSum(onMain.filter((e) => EVALUATE_EVENTS.has(e.name))),
  };
}
