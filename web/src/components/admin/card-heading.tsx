import { Badge, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Palette } from '../../lib/crm-labels';

type CardBadge = { label: string; palette: Palette; variant: 'surface' | 'subtle' };

/** The first line of a CRM card: the student's name (its heading, or a link in it) and a badge at the end of the line. */
export function CardHeading({ name, badge }: { name: ReactNode; badge: CardBadge }) {
  return (
    <Flex justify="space-between" align="flex-start" gap="2">
      <Heading as="h2" size="md" lineClamp={1}>
        {name}
      </Heading>
      <Badge colorPalette={badge.palette} variant={badge.variant} flexShrink={0}>
        {badge.label}
      </Badge>
    </Flex>
  );
}
