import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top band of each public page: an eyebrow, the page's one h1, an intro line and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby="page-title"
      bgGradient="to-br"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '10', md: '16' }}
    >
      <Container maxW="7xl">
        <Text color="brand.fg" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
          {eyebrow}
        </Text>
        <Heading as="h1" id="page-title" size={{ base: '3xl', md: '5xl' }} mt="2" maxW="3xl" lineHeight="1.1">
          {title}
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          {intro}
        </Text>
        {children}
      </Container>
    </Box>
  );
}
