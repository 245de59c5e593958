import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ScreenCodeError } from '../lib/lazy-page';
import { useOnline } from '../lib/offline/use-online';
import { usePageTitle } from '../lib/use-page-title';

const REASONS = {
  offline: 'You are offline, and this page has not been saved on this device yet. Connect to the internet, then try again.',
  download: 'Its code could not be downloaded: the connection may have dropped, or the site has just been updated. Try again to load the latest version.',
  other: 'Something went wrong while opening it. Try again; if it keeps happening, tell the office.',
};

/** Why the page could not open, in words: a screen's code not fetched (offline or not), or anything else. */
export function pageErrorReason(error: unknown, online: boolean): string {
  if (!(error instanceof ScreenCodeError)) return REASONS.other;
  return online ? REASONS.download : REASONS.offline;
}

/**
 * What a page shows in its place when it fails to open (the router's error page, inside the layout around it): most
 * often its code could not be fetched, offline before this device kept it (lib/lazy-page.ts). The reason follows
 * the network; trying again reloads, only when the person asks.
 */
export function PageError({ error }: ErrorComponentProps) {
  const online = useOnline();
  usePageTitle('Page could not be opened');
  return (
    <Container maxW="3xl" py={{ base: 12, md: 20 }}>
      <Heading as="h1" size="2xl">
        This page could not be opened
      </Heading>
      <Text mt={4} color="fg.muted" role="alert">
        {pageErrorReason(error, online)}
      </Text>
      <Button mt={8} variant="outline" onClick={() => window.location.reload()}>
        Try again
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
