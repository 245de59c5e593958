import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrganisationPatchInput,
  OrganisationSettings,
  Page,
  PasswordChangeInput,
  StaffAccount,
  StaffAccountWithLink,
  StaffCreateInput,
  StaffPatchInput,
  StaffSession,
} from '@contract';
import { apiRequest } from '../../../lib/api-client';

// Settings (docs/PRODUCT.md §3.11): online only. Accounts, sessions and the organisation's details are changed on the
// server straight away, never queued offline: a deactivation or a new password must take effect at once.

const STAFF_KEY = ['/api/admin/staff'] as const;
const SESSIONS_KEY = ['/api/admin/me/sessions'] as const;
const ORGANISATION_KEY = ['/api/admin/settings'] as const;

export const useStaffAccounts = () => useQuery<Page<StaffAccount>, Error, StaffAccount[]>({ queryKey: STAFF_KEY, select: (page) => page.items });
export const useMySessions = () => useQuery<StaffSession[]>({ queryKey: SESSIONS_KEY });
export const useOrganisation = () => useQuery<OrganisationSettings>({ queryKey: ORGANISATION_KEY });

function useStaffWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }) });
}

export const useCreateStaff = () => useStaffWrite((input: StaffCreateInput) => apiRequest<StaffAccountWithLink>('POST', STAFF_KEY[0], input));
export const useUpdateStaff = () =>
  useStaffWrite(({ id, ...patch }: StaffPatchInput & { id: string }) => apiRequest<StaffAccount>('PATCH', `${STAFF_KEY[0]}/${id}`, patch));
export const useResetLink = () => useStaffWrite((id: string) => apiRequest<StaffAccountWithLink>('POST', `${STAFF_KEY[0]}/${id}/reset-link`, {}));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiRequest<void>('POST', '/api/admin/me/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${SESSIONS_KEY[0]}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganisationPatchInput) => apiRequest<OrganisationSettings>('PATCH', ORGANISATION_KEY[0], input),
    onSuccess: (saved) => {
      queryClient.setQueryData(ORGANISATION_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/site/contact'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ORGANISATION_KEY }),
  });
}
