import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled panel of a screen (the title is an h2, under the screen's h1); `id`: a link's #fragment opens it. */
export function SectionCard({ title, children, action, id }: { title: string; children: ReactNode; action?: ReactNode; id?: string }) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={title} id={id} scrollMarginTop="20">
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
