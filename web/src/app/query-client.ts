import { QueryCache, QueryClient } from '@tanstack/react-query';
import { handleAdminUnauthorized } from '../lib/admin-session';
import { ApiError, getQueryFn } from '../lib/api-client';

/** A 401 from an admin query means the session is gone: handled here, once for every screen. */
function onQueryError(error: Error, queryKey: readonly unknown[]): void {
  const url = typeof queryKey[0] === 'string' ? queryKey[0] : '';
  if (error instanceof ApiError && error.status === 401 && url.startsWith('/api/admin/')) handleAdminUnauthorized();
}

/**
 * docs/PRODUCT.md §9.1: data is fetched once and kept (no polling, no refetch on focus, never stale)
 * and failures are not retried. Screens that poll (dashboard 30 s, analytics 60 s) set
 * their own refetchInterval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onQueryError(error, query.queryKey) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
