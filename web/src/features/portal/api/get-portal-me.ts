import { queryOptions, useQuery, type QueryFunction } from '@tanstack/react-query';
import type { PortalDashboard } from '@contract/portal';
import { PORTAL_ME_PATH, PORTAL_SIGNED_IN_COOKIE } from '@contract/portal-session';
import { getQueryFn } from '../../../lib/api-client';

export const PORTAL_ME_KEY = [PORTAL_ME_PATH] as const;

const fetchMe = getQueryFn<PortalDashboard>({ on401: 'returnNull' });

function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').includes(`${PORTAL_SIGNED_IN_COOKIE}=1`);
}

/**
 * The signed-in student's dashboard, or null when nobody is signed in. Without the sign-in hint cookie nobody
 * can be, so no request is made; with it, a 401 (the session ended) is also null, and the server drops the hint.
 */
export const getPortalMe: QueryFunction<PortalDashboard | null> = (context) =>
  mayBeSignedIn() ? fetchMe(context) : Promise.resolve(null);

export function portalMeQueryOptions() {
  return queryOptions({ queryKey: PORTAL_ME_KEY, queryFn: getPortalMe });
}

export function usePortalMe() {
  return useQuery(portalMeQueryOptions());
}
