import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

// The public site: home, about, universities, scholarships, news. Owned by the public-site feature.
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../../features/public/home-page'), 'HomePage'),
});

export const publicRoutes = [indexRoute];
