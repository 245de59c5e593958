import { Card, SimpleGrid, Skeleton, SkeletonText, type SimpleGridProps } from '@chakra-ui/react';

/** The loading placeholders (docs/PRODUCT.md §11): `count` cards shaped like the ones that will replace them. */
export function CardSkeletons({
  count,
  label,
  columns = { base: 1, md: 2, xl: 3 },
}: {
  count: number;
  label: string;
  columns?: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid columns={columns} gap="4" role="status" aria-live="polite" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} variant="outline" size="sm" data-placeholder="">
          <Card.Body gap="3">
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={3} gap="2" />
            <Skeleton h="8" w="40%" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
