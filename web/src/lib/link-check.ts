import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Whether a one-time link (a portal invitation, a staff activation or reset link) can still be used, asked once when
 * its page opens (not retried, not kept): a spent link says so before a password is typed. A POST: the token stays
 * out of URLs and logs. The error is the server's 404/410 when it cannot.
 */
export function useLinkCheck(path: string, token: string) {
  return useQuery({
    queryKey: [path],
    // Query data cannot be undefined: true says the link can be used.
    queryFn: async () => {
      await apiRequest<void>('POST', path, { token });
      return true;
    },
    enabled: token !== '',
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
