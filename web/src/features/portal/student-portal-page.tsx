import { Button, Container, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { forgetUnfinishedUploads } from './api/forget-uploads';
import { usePortalMe } from './api/get-portal-me';
import { LoginForm } from './login-form';
import { NewcomerCard } from './newcomer-card';
import { PortalDashboard } from './portal-dashboard';
import { useT } from '../../i18n/i18n';

function Loading() {
  const t = useT();
  return (
    <Stack gap={6} aria-busy="true">
      <Text srOnly role="status">
        {t('portal.loadingYourPortal')}
      </Text>
      <Skeleton h={10} maxW="md" />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={32} rounded="l3" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /student-portal: the login form and a way forward for a newcomer when signed out, the student's own dashboard when
 * signed in.
 * GET /api/portal/me answers null without a session, so a reload with a live session opens the dashboard.
 */
export function StudentPortalPage() {
  const t = useT();
  usePageTitle(t('portal.studentPortal'));
  const me = usePortalMe();
  // Focus moves only after a change made on this page (sign in, sign out), never on the first load.
  const [changedHere, setChangedHere] = useState(false);
  const changed = () => setChangedHere(true);
  const signedOut = me.data === null;
  useEffect(() => {
    // Signed out without the app (the server's Sign Out form, an ended session): the addresses of this browser's
    // unfinished uploads go all the same (issue 25 finding 1); without a session they cannot be cancelled, and the
    // server's sweep removes their bytes after 24 hours.
    if (!signedOut) return;
    try {
      void forgetUnfinishedUploads(localStorage, () => Promise.resolve());
    } catch {
      // no localStorage here (a locked-down browser): nothing was kept to resume either
    }
  }, [signedOut]);

  return (
    <Container maxW="6xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 8 }}>
      {me.isPending ? (
        <Loading />
      ) : me.isError ? (
        <Stack gap={4} maxW="md" mx="auto" role="alert">
          <Text fontWeight="medium">{t('portal.weCouldNotOpen')}</Text>
          <Button alignSelf="start" onClick={() => void me.refetch()} loading={me.isFetching}>
            {t('portal.tryAgain')}
          </Button>
        </Stack>
      ) : me.data ? (
        <PortalDashboard dashboard={me.data} focusHeading={changedHere} onSignedOut={changed} />
      ) : (
        <Stack gap={6}>
          <LoginForm autoFocus={changedHere} onSignedIn={changed} />
          <NewcomerCard />
        </Stack>
      )}
    </Container>
  );
}
