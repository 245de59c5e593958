import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { splitLanguagePath } from '@contract/language-paths';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { PageError } from '../components/page-error';
import { languageRewrite } from '../i18n/router-rewrite';
import { queryClient } from './query-client';
import { adminRoutes } from './routes/admin';
import { portalPages } from './routes/portal';
import { publicLayoutRoute, publicPages } from './routes/public';
import { NotFoundPage, rootRoute } from './routes/root';

// Every page is its own chunk: a visitor of the public site never downloads admin code.
const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren([...publicPages, ...portalPages]),
  ...adminRoutes,
]);

/**
 * The browser's router, or (with a memory history and the request's QueryClient) the server's render of one page
 * (web/src/server-entry.tsx), which leaves out scroll restoration: on a server it renders an inline script, which
 * the CSP forbids.
 */
export function createAppRouter(language: Language, server?: { history: RouterHistory; queryClient: QueryClient }) {
  const rewrite = languageRewrite(language);
  return createRouter({
    routeTree,
    // The page's language is in its URL, every link keeps it (issue 29).
    ...(rewrite ? { rewrite } : {}),
    context: { queryClient: server?.queryClient ?? queryClient },
    defaultNotFoundComponent: NotFoundPage,
    // A page that fails to open (its code not on this device offline) says so inside the layout around it.
    defaultErrorComponent: PageError,
    // Start fetching a page's chunk when its link is hovered or touched.
    defaultPreload: 'intent',
    ...(server ? { history: server.history, isServer: true } : { scrollRestoration: true }),
  });
}

/** The browser's: the language is the one of the URL the page was loaded at (a switch of language loads a page). */
export const router = createAppRouter(
  typeof location === 'undefined' ? DEFAULT_LANGUAGE : splitLanguagePath(location.pathname).language,
);

declare module '@tanstack/react-router' {
  // Module augmentation needs an interface: a type alias cannot merge into the router's Register.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: typeof router;
  }
}
