import { Heading, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Nothing to list: what happened, what to try, and a way forward. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="14" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg">
      <Icon size={40} aria-hidden />
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{hint}</Text>
      {action}
    </Stack>
  );
}
