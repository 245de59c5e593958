import { Box, Button, chakra, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft, Award, GraduationCap, MapPin, MessageCircle, SearchX } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUniversity } from '../api/get-university';
import { EmptyState } from '../shared/empty-state';
import { LoadError } from '../shared/load-error';
import { FeeCurrencyControl } from './fee-currency';
import { ProgrammeItem } from './programme-item';
import { UniversityCover } from './university-cover';
import { SpecialtyBadges, UniversityFigures } from './university-facts';
import { useT } from '../../../i18n/i18n';

const BackLink = chakra(Link);

/** /universities/$id: one partner university and the programmes it offers. An unknown id reads as not found. */
export function UniversityPage() {
  const t = useT();
  const { id } = useParams({ from: '/public/universities/$id' });
  const { data: university, isPending, error, refetch } = useUniversity(id);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageTitle(university?.name ?? (notFound ? t('universities.notFound') : t('universities.pageTitle')));

  return (
    <Container maxW="5xl" py={{ base: '6', md: '12' }}>
      <BackLink to="/universities" display="inline-flex" alignItems="center" gap="2" color="brand.fg" fontWeight="medium" mb="6">
        <ArrowLeft size={16} aria-hidden="true" /> {t('universities.all')}
      </BackLink>
      {isPending ? (
        <Stack gap="4" aria-busy="true" aria-label={t('universities.loadingUniversity')}>
          <Skeleton height="28" borderRadius="xl" />
          <Skeleton height="10" />
          <Skeleton height="5" width="60%" />
          <Skeleton height="40" />
        </Stack>
      ) : notFound ? (
        <EmptyState
          icon={<SearchX size={40} aria-hidden="true" />}
          title={t('universities.universityNotFound')}
          text={t('universities.thisUniversityIsNot')}
        >
          <Button asChild colorPalette="brand" mt="2">
            <Link to="/universities">{t('universities.seeAllUniversities')}</Link>
          </Button>
        </EmptyState>
      ) : error ? (
        <LoadError what="university" onRetry={() => void refetch()} />
      ) : (
        <chakra.article aria-labelledby="university-title">
          <Box borderRadius="xl" overflow="hidden">
            <UniversityCover university={university} page />
          </Box>
          <Heading as="h1" id="university-title" size={{ base: '2xl', md: '4xl' }} mt="5" lineHeight="1.15">
            {university.name}
          </Heading>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '5' }} mt="3" color="fg.muted" fontSize="sm">
            <HStack gap="1.5">
              <MapPin size={14} aria-hidden="true" />
              {university.location}
            </HStack>
            <HStack gap="1.5">
              <Award size={14} aria-hidden="true" />
              {university.ranking}
            </HStack>
          </Stack>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }}>
            {university.description}
          </Text>
          <SpecialtyBadges specialties={university.specialties} mt="4" />
          <UniversityFigures university={university} mt="5" pt="4" />
          <Button asChild colorPalette="brand" mt="5" width={{ base: 'full', sm: 'auto' }}>
            <Link to="/enquire" search={{ university: university.id }}>
              <MessageCircle aria-hidden="true" /> {t('universities.enquireAbout')}
            </Link>
          </Button>

          <Box as="section" aria-labelledby="programmes-title" mt={{ base: '8', md: '12' }}>
            <Heading as="h2" id="programmes-title" size={{ base: 'xl', md: '2xl' }}>
              {t('universities.programmes')}
            </Heading>
            {university.programmes.length ? (
              <>
                <Text mt="1" color="fg.muted">
                  {t('universities.feesAreForInternational')}
                </Text>
                <Box mt="3">
                  <FeeCurrencyControl />
                </Box>
                <Stack as="ul" listStyle="none" gap="4" mt="5">
                  {university.programmes.map((p) => (
                    <ProgrammeItem key={p.id} programme={p} />
                  ))}
                </Stack>
              </>
            ) : (
              <Box mt="5">
                <EmptyState
                  icon={<GraduationCap size={40} aria-hidden="true" />}
                  title={t('universities.noProgrammesListedYet')}
                  text={t('universities.weAreStillAdding')}
                >
                  <Button asChild colorPalette="brand" mt="2">
                    <Link to="/about">{t('universities.talkToACounselor')}</Link>
                  </Button>
                </EmptyState>
              </Box>
            )}
          </Box>
        </chakra.article>
      )}
    </Container>
  );
}
