import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { PAGE_STATE_ID } from '@contract/server-render';

/**
 * Below-the-fold content of a page the browser renders itself (the app shell's pages; a server-rendered page holds
 * it all), built after the first paint. Each <Deferred> block waits for the one before it to be
 * on the page, so a slow phone paints the top of the page first and then adds one section per task, never
 * blocking input for long. Only the page a visit lands on is deferred (endFirstPage() ends that at the first
 * navigation): after that the scripts are warm, and rendering at once keeps scroll restoration working. A link
 * to a #fragment renders at once, so the browser can scroll to it.
 */
let firstPageDone = false;

/** Called by the shell at the first client-side navigation: from then on <Deferred> renders at once. */
export function endFirstPage(): void {
  firstPageDone = true;
}
let nextTicket = 0;
let revealed = -1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
// The tickets of the blocks on the page. A render React throws away (a hydration retried, a transition restarted)
// takes a ticket no block holds: revealing it would commit nothing and end the chain, so it is skipped.
const mounted = new Set<number>();

function revealNext(): void {
  timer = undefined;
  const next = Math.min(...[...mounted].filter((ticket) => ticket > revealed));
  if (next === Infinity) return;
  revealed = next;
  listeners.forEach((listener) => listener());
}

/** Called once a revealed block has committed: the next one goes in a later task. */
function scheduleNext(): void {
  if (timer === undefined) timer = setTimeout(revealNext, 0);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * On the server, and on the page it rendered (its data block stays in the document): that page holds its whole
 * content, so it reads fully before, or without, the app, and hydration finds it all.
 */
const serverRendered = () => typeof document === 'undefined' || document.getElementById(PAGE_STATE_ID) !== null;

export function Deferred({ children, placeholderHeight }: { children: ReactNode; placeholderHeight?: string }) {
  const [ticket] = useState(() => (firstPageDone || serverRendered() || window.location.hash !== '' ? -1 : nextTicket++));
  const [show, setShow] = useState(ticket <= revealed);
  // State, not useSyncExternalStore: a store update always renders synchronously, a transition can yield.
  useEffect(() => {
    if (ticket < 0) return;
    mounted.add(ticket);
    return () => {
      mounted.delete(ticket);
    };
  }, [ticket]);
  useEffect(() => {
    if (show) return;
    const reveal = () => {
      if (ticket <= revealed) startTransition(() => setShow(true));
    };
    reveal();
    return subscribe(reveal);
  }, [show, ticket]);
  useEffect(() => {
    scheduleNext();
  }, [show]);
  if (show) return children;
  return placeholderHeight ? <div aria-hidden="true" style={{ minHeight: placeholderHeight }} /> : null;
}
