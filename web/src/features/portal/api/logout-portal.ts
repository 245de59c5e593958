import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cancelUpload, forgetUnfinishedUploads } from './forget-uploads';
import { PORTAL_ME_KEY } from './get-portal-me';
import { PORTAL_DOCUMENTS_KEY } from './portal-documents';
import { PORTAL_MENTORS_KEY } from './portal-mentors';

/**
 * Ends the session on the server; only then is the student's data dropped from the page. First the unfinished
 * uploads are cancelled and their addresses dropped from localStorage, while the session can still cancel them.
 */
export async function logoutPortal(): Promise<void> {
  try {
    await forgetUnfinishedUploads(localStorage, cancelUpload);
  } catch {
    // no localStorage here (a locked-down browser): nothing was kept to resume either
  }
  return apiRequest<void>('POST', '/api/portal/logout');
}

export function useLogoutPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutPortal,
    onSuccess: () => {
      queryClient.setQueryData(PORTAL_ME_KEY, null);
      // The next student signing in on this page must not see this one's documents or mentor (and its WhatsApp).
      queryClient.removeQueries({ queryKey: PORTAL_DOCUMENTS_KEY });
      queryClient.removeQueries({ queryKey: PORTAL_MENTORS_KEY });
    },
  });
}
