import { Badge, Box, chakra, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { NewsArticle } from '@contract';
import { CARD_IMAGE_SIZES } from '@contract/university-images';
import { NewsImage } from '../../components/news-image';
import { excerptOf, formatLongDate, MAX_CARD_TAGS } from './format';
import { useLanguage, useT } from '../../i18n/i18n';

export function NewsCard({ article, eager }: { article: NewsArticle; eager?: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack as="article" gap="0" height="full" borderRadius="xl" borderWidth="1px" bg="bg.panel" overflow="hidden" position="relative" _hover={{ boxShadow: 'md' }} transition="box-shadow 150ms">
      <NewsImage src={article.imageUrl} sizes={CARD_IMAGE_SIZES} eager={eager} />
      <Stack gap="3" p="5" flex="1">
        <HStack justify="space-between" gap="2" fontSize="sm">
          <Badge colorPalette="brand" variant="subtle">
            {t(`news.category.${article.category}`)}
          </Badge>
          <chakra.time dateTime={article.publishedAt} color="fg.muted">
            {formatLongDate(article.publishedAt, language)}
          </chakra.time>
        </HStack>
        {/* The article's own words are marked with its language (a screen reader reads them in it). */}
        <Heading as="h2" size="md" lineHeight="1.3" lang={article.language}>
          {/* The whole card is the link's hit area; the link's name is the title. */}
          <ChakraLink
            asChild
            color="fg"
            _after={{ content: '""', position: 'absolute', inset: 0 }}
            _focusVisible={{ outline: 'none', _after: { outline: '3px solid', outlineColor: 'brand.focusRing', borderRadius: 'xl' } }}
          >
            <Link to="/news/$id" params={{ id: String(article.id) }}>
              {article.title}
            </Link>
          </ChakraLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted" flex="1" lang={article.language}>
          {excerptOf(article)}
        </Text>
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            {t('news.byAuthor', { author: article.author })}
          </Text>
          {article.tags.length ? (
            <HStack as="ul" listStyle="none" aria-label={t('news.tags')} gap="1.5" mt="3" flexWrap="wrap">
              {article.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
                <Badge as="li" key={tag} variant="outline" size="sm">
                  #{tag}
                </Badge>
              ))}
            </HStack>
          ) : null}
        </Box>
      </Stack>
    </Stack>
  );
}

/** docs/PRODUCT.md §2.6: six placeholder cards while the articles load. */
export const NEWS_SKELETON_COUNT = 6;
