import { createRoute } from '@tanstack/react-router';
import { portalMeQueryOptions } from '../../features/portal/api/get-portal-me';
import { publicLayoutRoute } from './public';
import { lazyPage } from '../../lib/lazy-page';

// The student portal (/student-portal), a child of publicLayoutRoute (./public).
const studentPortalRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/student-portal',
  // Ask whether a student is signed in while the page's chunk downloads, not after it; not awaited,
  // so the page shows its own loading state instead of holding the previous one.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(portalMeQueryOptions());
  },
  component: lazyPage(() => import('../../features/portal/student-portal-page'), 'StudentPortalPage'),
});

// /student-portal/activate?token=…: an invitation link's page, where the student chooses a password
// (docs/PRODUCT.md §2.7). The app shell renders it in the browser: its URL carries a one-time token.
const activateRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/student-portal/activate',
  component: lazyPage(() => import('../../features/portal/activate-page'), 'ActivatePage'),
});

// /student-portal/privacy: the student's consents, "Download my data" and erasure on request (docs/PRIVACY.md).
const privacyRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/student-portal/privacy',
  component: lazyPage(() => import('../../features/portal/privacy-page'), 'PrivacyPage'),
});

export const portalPages = [studentPortalRoute, activateRoute, privacyRoute];
