import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page';

export const NotFoundPage = lazyPage(() => import('../../components/not-found-page'), 'NotFoundPage');

/**
 * What every loader receives: the QueryClient to prefetch into. A context, not the module's client, because the
 * server renders many requests at once, each into a QueryClient of its own (web/src/server-entry.tsx).
 */
export type RouterContext = { queryClient: QueryClient };

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
