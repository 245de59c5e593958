import { Outlet, createRootRoute, lazyRouteComponent } from '@tanstack/react-router';

export const NotFoundPage = lazyRouteComponent(() => import('../../components/not-found-page'), 'NotFoundPage');

export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
