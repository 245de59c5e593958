import { Badge, Box, Button, chakra, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { ARTICLE_IMAGE_SIZES } from '@contract/university-images';
import { NewsImage } from '../../components/news-image';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useArticle } from './api/get-article';
import { ArticleBody } from '../../components/article-body';
import { formatLongDate } from './format';
import { NewsNotice } from './news-parts';
import { NewsletterBox } from './newsletter-box';
import { useLanguage, useT } from '../../i18n/i18n';

const BackLink = chakra(Link);

/** One article at /news/$id. A missing article (404) or an id that is not one (400) reads as not found. */
export function ArticlePage() {
  const t = useT();
  const language = useLanguage();
  const { id } = useParams({ from: '/public/news/$id' });
  const { data: article, isPending, error, refetch } = useArticle(id);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageTitle(article?.title ?? (notFound ? t('news.notFoundTitle') : t('news.pageTitle')));

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <BackLink to="/news" display="inline-flex" alignItems="center" gap="2" color="brand.fg" fontWeight="medium" mb="6">
        <ArrowLeft size={16} aria-hidden="true" /> {t('news.all')}
      </BackLink>
      {isPending ? (
        <Stack gap="4" aria-busy="true" aria-label={t('news.loadingArticle')}>
          <Skeleton height="10" />
          <Skeleton height="5" width="50%" />
          <Skeleton aspectRatio={16 / 9} />
          <Skeleton height="40" />
        </Stack>
      ) : notFound ? (
        <NewsNotice title={t('news.articleNotFound')} text={t('news.thisArticleDoesNot')} />
      ) : error ? (
        <NewsNotice role="alert" title={t('news.weCouldNotLoad2')} text={t('news.checkYourConnectionAnd')} action={{ label: t('shared.tryAgain'), onClick: () => void refetch() }} />
      ) : (
        <chakra.article aria-labelledby="article-title">
          <HStack gap="3" fontSize="sm" flexWrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {t(`news.category.${article.category}`)}
            </Badge>
            <chakra.time dateTime={article.publishedAt} color="fg.muted">
              {formatLongDate(article.publishedAt, language)}
            </chakra.time>
          </HStack>
          <Heading as="h1" id="article-title" size={{ base: '3xl', md: '4xl' }} mt="3" lineHeight="1.15" lang={article.language}>
            {article.title}
          </Heading>
          <Text mt="3" color="fg.muted">
            {t('news.byAuthor', { author: article.author })}
          </Text>
          <Box mt="6" borderRadius="xl" overflow="hidden">
            <NewsImage src={article.imageUrl} sizes={ARTICLE_IMAGE_SIZES} eager />
          </Box>
          <Box mt="8" lang={article.language}>
            <ArticleBody html={article.contentHtml} />
          </Box>
          {article.tags.length ? (
            <HStack as="ul" listStyle="none" aria-label={t('news.tags')} gap="2" mt="8" flexWrap="wrap">
              {article.tags.map((tag) => (
                <Badge as="li" key={tag} variant="outline">
                  #{tag}
                </Badge>
              ))}
            </HStack>
          ) : null}
        </chakra.article>
      )}
      <Button asChild variant="outline" mt="10">
        <Link to="/news">{t('news.moreNews')}</Link>
      </Button>
      <Box mt="10">
        <NewsletterBox narrow />
      </Box>
    </Container>
  );
}
