import { useMutation } from '@tanstack/react-query';
import type { AdminUser, LoginInput } from '@contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/login: the admin object on success; the session itself is the HttpOnly cookie it sets. */
export function loginAdmin(input: LoginInput): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', '/api/admin/login', input);
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}
