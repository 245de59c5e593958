import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';

export function NewsHero() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="news-title" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '10', md: '16' }}>
      <Container maxW="7xl">
        <Text color="brand.fg" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
          {t('news.newsHub')}
        </Text>
        <Heading as="h1" id="news-title" size={{ base: '3xl', md: '5xl' }} mt="2">
          {t('news.newsUpdates')}
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          {t('news.scholarshipDeadlinesUniversityNews')}
        </Text>
      </Container>
    </Box>
  );
}

/** An empty list or a failed load: a title, a hint and an optional action. */
export function NewsNotice({
  title,
  text,
  icon,
  role,
  action,
}: {
  title: string;
  text: string;
  icon?: ReactNode;
  role?: 'alert';
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Stack role={role} align="center" textAlign="center" gap="3" py="16" px="6" borderRadius="xl" borderWidth="1px" borderStyle="dashed">
      {icon ? <Box color="fg.muted">{icon}</Box> : null}
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      {action ? (
        <Button variant="outline" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Stack>
  );
}
