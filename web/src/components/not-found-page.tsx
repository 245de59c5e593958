import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { HydrationEnd } from '../lib/hydration-end';

/** Any path the router does not know (docs/PRODUCT.md §4.4), with a way back for the visitor who followed a bad link. */
export function NotFoundPage() {
  return (
    <Container as="main" maxW="3xl" py={{ base: 12, md: 20 }}>
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text mt={4} color="fg.muted">
        Did you forget to add the page to the router?
      </Text>
      <Button asChild mt={8} variant="outline">
        <Link to="/">Go to the home page</Link>
      </Button>
      <HydrationEnd />
    </Container>
  );
}
