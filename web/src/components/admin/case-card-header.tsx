import { Badge, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { SyncBadge } from './sync-badge';

type Props = {
  /** The student's name, the card's heading. */
  name: string;
  status: { label: string; palette: string };
  /** One line under the name: what the case is. */
  subtitle: ReactNode;
  waiting?: WaitingRow;
};

/** The head of an application or visa-case card: the student, the status badge, what it is, and its sync state. */
export function CaseCardHeader({ name, status, subtitle, waiting }: Props) {
  return (
    <Card.Header gap="1">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Heading as="h2" size="md" lineClamp={1}>
          {name}
        </Heading>
        <Badge colorPalette={status.palette} variant="surface" flexShrink={0}>
          {status.label}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {subtitle}
      </Text>
      <SyncBadge waiting={waiting} />
    </Card.Header>
  );
}
