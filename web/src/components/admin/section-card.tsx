import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled panel of a screen (the title is an h2, under the screen's h1). */
export function SectionCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={title}>
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
