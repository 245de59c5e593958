import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { belowTheFold } from '../../../lib/below-the-fold';

/**
 * A page section with its h2, an optional intro, and an id that names it for assistive technology. It follows the page's
 * hero, so it is rendered when it nears the screen (belowTheFold).
 */
export function Section({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} py={{ base: '12', md: '16' }} bg={muted ? 'bg.subtle' : undefined} {...belowTheFold('640px')}>
      <Container maxW="7xl">
        <Heading as="h2" id={`${id}-title`} size={{ base: '2xl', md: '3xl' }} textAlign={{ md: 'center' }}>
          {title}
        </Heading>
        {intro ? (
          <Text mt="3" color="fg.muted" maxW="2xl" mx={{ md: 'auto' }} textAlign={{ md: 'center' }}>
            {intro}
          </Text>
        ) : null}
        <Box mt={{ base: '8', md: '10' }}>{children}</Box>
      </Container>
    </Box>
  );
}
