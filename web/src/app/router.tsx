import { createRouter } from '@tanstack/react-router';
import { adminRoutes } from './routes/admin';
import { portalPages } from './routes/portal';
import { publicLayoutRoute, publicPages } from './routes/public';
import { NotFoundPage, rootRoute } from './routes/root';

// Every page is its own chunk: a visitor of the public site never downloads admin code.
const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren([...publicPages, ...portalPages]),
  ...adminRoutes,
]);

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundPage,
  // Start fetching a page's chunk when its link is hovered or touched.
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  // Module augmentation needs an interface: a type alias cannot merge into the router's Register.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: typeof router;
  }
}
