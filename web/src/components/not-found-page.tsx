import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { HydrationEnd } from '../lib/hydration-end';
import { useT } from '../i18n/i18n';

/** Any path the router does not know (docs/PRODUCT.md §4.4), with a way back for the visitor who followed a bad link. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Container as="main" maxW="3xl" py={{ base: 12, md: 20 }}>
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text mt={4} color="fg.muted">
        {t('notFound.text')}
      </Text>
      <Button asChild mt={8} variant="outline">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
      <HydrationEnd />
    </Container>
  );
}
