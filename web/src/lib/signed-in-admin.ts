import { getRouteApi } from '@tanstack/react-router';
import type { AdminUser } from '@contract';

// Its own module, not admin-session.ts: that one is in the public entry chunk, this is admin code only.
const signedInRoute = getRouteApi('/mission-control/signed-in');

/**
 * The admin the signed-in layout route let in: its beforeLoad checked the session (or, with the network away,
 * took the stored admin) and put it in the route context, so every screen below it has one.
 */
export function useSignedInAdmin(): AdminUser {
  return signedInRoute.useRouteContext({ select: (context) => context.admin });
}
