import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Marks the hand-over from the prerendered page (`#root[data-prerendered]`) in the commit that replaces it. */
function TakenOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => root.removeAttribute('data-prerendered'), [root]);
  return null;
}

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
    <TakenOver root={container} />
  </StrictMode>
);

if (container.firstChild) {
  // A prerendered page (scripts/prerender.ts) is on screen. React replaces it in one commit, once the page is
  // complete: its route chunk is loaded first (no blank fallback in between), and the render is a transition,
  // so it yields to the browser every few milliseconds instead of blocking taps and scrolling in one long task.
  // Not hydrated: the prerender cannot know the visitor's theme, screen width, session or data, and a hydration
  // mismatch would leave wrong attributes behind; replacing costs a little more work and is always correct.
  const render = () => startTransition(() => createRoot(container).render(app));
  void router.load().then(render, render);
} else {
  createRoot(container).render(app);
}
