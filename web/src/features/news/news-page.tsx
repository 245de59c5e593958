import { Box, Container, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import { useNews } from './api/get-news';
import { CategoryFilter } from './category-filter';
import { NEWS_SKELETON_COUNT, NewsCard } from './news-card';
import { NewsHero, NewsNotice } from './news-parts';
import { NewsletterBox } from './newsletter-box';
import { categoryOf } from './search';
import { useLanguage, useT } from '../../i18n/i18n';
import { inPageLanguageFirst } from './format';

export function NewsPage() {
  const t = useT();
  const language = useLanguage();
  usePageTitle(t('news.newsUpdates'));
  const category = categoryOf(useSearch({ from: '/public/news' }));
  const { data, isPending, isError, refetch } = useNews(category);

  return (
    <>
      <NewsHero />
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6">
          <CategoryFilter value={category} />
          {isPending ? (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-busy="true" aria-label={t('news.loadingArticles')} data-testid="news-skeletons">
              {Array.from({ length: NEWS_SKELETON_COUNT }, (_, i) => (
                <Box key={i} data-part="skeleton-card" borderRadius="xl" borderWidth="1px" overflow="hidden">
                  <Skeleton aspectRatio={16 / 9} />
                  <Stack p="5" gap="3">
                    <Skeleton height="4" width="40%" />
                    <Skeleton height="6" />
                    <Skeleton height="16" />
                  </Stack>
                </Box>
              ))}
            </SimpleGrid>
          ) : isError ? (
            <NewsNotice
              role="alert"
              title={t('news.weCouldNotLoad')}
              text={t('news.checkYourConnectionAnd')}
              action={{ label: t('shared.tryAgain'), onClick: () => void refetch() }}
            />
          ) : data.length === 0 ? (
            <NewsNotice
              icon={<Newspaper size={40} aria-hidden="true" />}
              title={t('news.noArticlesFound')}
              text={t('news.noArticlesMatchYour')}
            />
          ) : (
            <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
              {inPageLanguageFirst(data, language).map((article, i) => (
                <li key={article.id}>
                  <NewsCard article={article} eager={i < 3} />
                </li>
              ))}
            </SimpleGrid>
          )}
          <Box mt="8">
            <NewsletterBox />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
