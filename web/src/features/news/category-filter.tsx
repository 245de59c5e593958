import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { NEWS_CATEGORIES, type NewsCategory } from '@contract/enums';
import { useT } from '../../i18n/i18n';

/**
 * The six categories of docs/PRODUCT.md §2.6 as links to /news?category=…, which the server renders with that
 * category's articles: a tap works before the app has started (a page load) and after (the router's navigation,
 * no page load). The chosen one is the current page.
 */
export function CategoryFilter({ value }: { value: NewsCategory }) {
  const t = useT();
  return (
    <HStack
      as="nav"
      aria-label={t('news.filterByCategory')}
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
            asChild
            size="sm"
            flexShrink="0"
            borderRadius="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
          >
            <Link
              to="/news"
              search={category === 'all' ? {} : { category }}
              replace
              resetScroll={false}
              aria-current={active ? 'page' : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {t(`news.category.${category}`)}
            </Link>
          </Button>
        );
      })}
    </HStack>
  );
}
