import { Link } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import type { AdminUser } from '@contract';
import { ActivationCard } from '../../components/activation-form';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, storeAdmin } from '../../lib/admin-session';
import { apiRequest } from '../../lib/api-client';
import { useLinkCheck } from '../../lib/link-check';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /admin/activate?token=…: the page a staff account's one-time link opens (docs/PRODUCT.md §3.11), to set the first
 * password of a new account or a new one after a reset. The holder is then signed in and Mission Control opens.
 */
export function StaffActivatePage() {
  usePageTitle('Set your Mission Control password');
  const token = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('token') ?? '' });
  const check = useLinkCheck('/api/admin/activate/check', token);
  const activate = useMutation({
    mutationFn: (password: string) => apiRequest<AdminUser>('POST', '/api/admin/activate', { token, password }),
    onSuccess: (admin) => {
      storeAdmin(admin);
      // A full load, as after a sign-in, replacing the spent link in the history.
      window.location.replace(ADMIN_HOME_PATH);
    },
  });
  return (
    <ActivationCard
      token={token}
      checkError={check.error}
      activate={activate}
      title="Set your password"
      intro="Choose the password you will use to sign in to Mission Control with your username."
      noTokenMessage="This link is incomplete. Open the whole link you were sent, or ask your administrator for a new one."
      nextStep={
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={ADMIN_LOGIN_PATH}>Go to the Mission Control sign-in</RouterLink>
        </Link>
      }
    />
  );
}
