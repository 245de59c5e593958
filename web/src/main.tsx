import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_STATE_ID } from '@contract/server-render';
import { splitLanguagePath } from '@contract/language-paths';
import { textDirection } from '@contract/languages';
import { loadTranslator, TranslatorProvider, type Translator } from './i18n/i18n';
import { beforeHydration } from './lib/hydration-end';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { appSystem } from './lib/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's language is its URL's (issue 29): its catalogue, alone, loads while the rest starts.
const language = splitLanguagePath(location.pathname).language;
const translator = loadTranslator(language);

const appIn = (value: Translator) => (
  <StrictMode>
    <TranslatorProvider value={value}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </TranslatorProvider>
  </StrictMode>
);

const pageState = document.getElementById(PAGE_STATE_ID);
if (container.firstChild && pageState) {
  // A page the server rendered (api/src/ssr): React hydrates it, keeping every node the server sent. It must render
  // exactly what the server did: the same data (the QueryClient starts from the page's JSON), the same route
  // (its chunk loaded first: router.load()), and the router's server-rendering structure (router.ssr, as TanStack's
  // own hydration sets it). Theme, screen width and session are not in the markup: CSS and attributes show them.
  hydrate(queryClient, JSON.parse(pageState.textContent ?? '{}'));
  router.ssr = { manifest: undefined };
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
  // hydrating the whole page in one long task, so a tap or a scroll on the (already painted) page is never held up for
  // long, and nothing on start-up blocks the main thread past 50 ms where React can split it (issue 13 item 3).
  // Chakra's system is created before, in a task of its own: neither the scripts' evaluation nor hydration carries it.
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const start = async () => {
    await router.load().catch(() => undefined);
    const app = appIn(await translator);
    await nextTask();
    appSystem();
    await nextTask();
    beforeHydration(container);
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration did not match the server HTML:', error),
      });
    });
  };
  void start();
} else {
  // The app shell (Mission Control, the signed-in portal, a page never seen offline): its <html> says English.
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  void translator.then((value) => createRoot(container).render(appIn(value)));
}
