import { Container, Heading, Text } from '@chakra-ui/react';

/** Placeholder: the home page (hero, journey, stories, FAQ) comes with its own issue. */
export function HomePage() {
  return (
    <Container as="main" maxW="3xl" py={{ base: 12, md: 20 }}>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
        Mission Control
      </Heading>
      <Text mt={4} fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
        Guiding African students to their dream Malaysian universities
      </Text>
    </Container>
  );
}
