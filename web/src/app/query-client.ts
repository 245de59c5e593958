import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-client';

/**
 * SPEC section 7: data is fetched once and kept (no polling, no refetch on focus, never stale)
 * and failures are not retried. Screens that poll (dashboard 30 s, analytics 60 s) set
 * their own refetchInterval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
