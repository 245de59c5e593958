import { Button, HStack } from '@chakra-ui/react';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, type NewsCategory } from '@contract/enums';

/** The six categories of docs/PRODUCT.md §2.6 as toggle buttons; the pressed one is announced. */
export function CategoryFilter({ value, onChange }: { value: NewsCategory; onChange: (category: NewsCategory) => void }) {
  return (
    <HStack
      role="group"
      aria-label="Filter by category"
      gap="2"
      overflowX="auto"
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      pb="2"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
    >
      {NEWS_CATEGORIES.map((category) => {
        const active = category === value;
        return (
          <Button
            key={category}
            size="sm"
            flexShrink="0"
            borderRadius="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
            aria-pressed={active}
            onClick={() => onChange(category)}
          >
            {NEWS_CATEGORY_LABELS[category]}
          </Button>
        );
      })}
    </HStack>
  );
}
