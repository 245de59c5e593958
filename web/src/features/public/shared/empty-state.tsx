import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Nothing to show: a title, a hint and an optional way out. */
export function EmptyState({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" px="6" borderRadius="xl" borderWidth="1px" borderStyle="dashed">
      <Box color="fg.muted">{icon}</Box>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      {children}
    </Stack>
  );
}
