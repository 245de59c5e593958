import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { portalMeQueryOptions } from '../../features/portal/api/get-portal-me';
import { publicLayoutRoute } from './public';

// The student portal (/student-portal), a child of publicLayoutRoute (./public).
const studentPortalRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/student-portal',
  // Ask whether a student is signed in while the page's chunk downloads, not after it; not awaited,
  // so the page shows its own loading state instead of holding the previous one.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(portalMeQueryOptions());
  },
  component: lazyRouteComponent(() => import('../../features/portal/student-portal-page'), 'StudentPortalPage'),
});

export const portalPages = [studentPortalRoute];
