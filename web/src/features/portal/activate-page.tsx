import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from '@tanstack/react-router';
import { PORTAL_PATH } from '@contract/portal-session';
import { ActivationCard } from '../../components/activation-form';
import { useLinkCheck } from '../../lib/link-check';
import { usePageTitle } from '../../lib/use-page-title';
import { useActivatePortal } from './api/activate-portal';
import { useT } from '../../i18n/i18n';


/**
 * /student-portal/activate?token=…: the page an invitation link opens (docs/PRODUCT.md §2.7). The student chooses
 * a password (twice), the server checks the link and the password, signs the student in, and the portal opens on
 * the dashboard. The page is never rendered on the server (api/src/http/web-app.ts): its URL carries the token.
 */
export function ActivatePage() {
  const t = useT();
  usePageTitle(t('portal.activateYourStudentPortal'));
  const token = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('token') ?? '' });
  const navigate = useNavigate();
  const activate = useActivatePortal();
  const check = useLinkCheck('/api/portal/activate/check', token);
  return (
    <ActivationCard
      token={token}
      checkError={check.error}
      // Replace: the spent link does not stay in the history for Back to open again.
      activate={{ ...activate, mutate: (password) => activate.mutate({ token, password }, { onSuccess: () => void navigate({ to: PORTAL_PATH, replace: true }) }) }}
      title={t('portal.activateYourAccount')}
      intro={t('portal.chooseThePasswordYou')}
      noTokenMessage={t('portal.noToken')}
      nextStep={
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={PORTAL_PATH}>{t('portal.goToTheStudent')}</RouterLink>
        </Link>
      }
    />
  );
}
