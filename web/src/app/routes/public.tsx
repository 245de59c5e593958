import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

/** Pathless layout: the public header and footer around the public pages and the student portal. */
export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazyRouteComponent(() => import('../../components/public-shell/public-shell'), 'PublicShell'),
});

const indexRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../../features/public/home-page'), 'HomePage'),
});

export const publicPages = [indexRoute];
