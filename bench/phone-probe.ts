// Runs in the page before its HTML is parsed (page.addInitScript): notes when the page's main content has painted,
// when its first text field accepts input, its first contentful and largest contentful paints. Times are
// milliseconds since the navigation started (performance.now()).

export type ProbeMarks = { readable: number | null; inputUsable: number | null; fcp: number | null; lcp: number | null };
export type ProbeTarget = { selector: string; text: string };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- a global augmentation must be an interface
  interface Window {
    phoneProbe?: ProbeMarks;
  }
}

export function installProbe({ selector, text }: ProbeTarget): void {
  const marks: ProbeMarks = { readable: null, inputUsable: null, fcp: null, lcp: null };
  window.phoneProbe = marks;
  // The paint after a change: the next frame, then a task after it (the frame has been produced by then).
  const afterPaint = (note: (t: number) => void) => requestAnimationFrame(() => setTimeout(() => note(performance.now())));
  let contentSeen = false;
  let inputSeen = false;
  const check = () => {
    if (!contentSeen && [...document.querySelectorAll(selector)].some((el) => (el.textContent ?? '').includes(text) && (el.textContent ?? '').trim())) {
      contentSeen = true;
      afterPaint((t) => (marks.readable = t));
    }
    if (!inputSeen && document.querySelector('main input:not([disabled]), main textarea:not([disabled])')) {
      inputSeen = true;
      afterPaint((t) => (marks.inputUsable = t));
    }
    if (contentSeen && inputSeen) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
