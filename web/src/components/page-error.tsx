import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ScreenCodeError } from '../lib/lazy-page';
import { useOnline } from '../lib/offline/use-online';
import { usePageTitle } from '../lib/use-page-title';
import { useT, type MessageId } from '../i18n/i18n';

const REASONS = {
  offline: 'pageError.offline',
  download: 'pageError.download',
  other: 'pageError.other',
} as const satisfies Record<string, MessageId>;

/** Why the page could not open (its message): a screen's code not fetched (offline or not), or anything else. */
export function pageErrorReason(error: unknown, online: boolean): MessageId {
  if (!(error instanceof ScreenCodeError)) return REASONS.other;
  return online ? REASONS.download : REASONS.offline;
}

/**
 * What a page shows in its place when it fails to open (the router's error page, inside the layout around it): most
 * often its code could not be fetched, offline before this device kept it (lib/lazy-page.ts). The reason follows
 * the network; trying again reloads, only when the person asks.
 */
export function PageError({ error }: ErrorComponentProps) {
  const t = useT();
  const online = useOnline();
  usePageTitle(t('shared.pageCouldNotBe'));
  return (
    <Container maxW="3xl" py={{ base: 12, md: 20 }}>
      <Heading as="h1" size="2xl">
        {t('shared.thisPageCouldNot')}
      </Heading>
      <Text mt={4} color="fg.muted" role="alert">
        {t(pageErrorReason(error, online))}
      </Text>
      <Button mt={8} variant="outline" onClick={() => window.location.reload()}>
        {t('shared.tryAgain')}
      </Button>
    </Container>
  );
}

/** The same as the page's main landmark: for the routes whose layout is what failed, or that have none around them. */
export function StandalonePageError(props: ErrorComponentProps) {
  return (
    <Box as="main">
      <PageError {...props} />
    </Box>
  );
}
