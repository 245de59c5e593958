import { Button, Container, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Deferred } from '../../components/deferred';
import { usePageTitle } from '../../lib/use-page-title';
import { useUniversities } from './api/get-universities';
import { EmptyState } from './shared/empty-state';
import { LoadError } from './shared/load-error';
import { HeroStats, type HeroStat } from './shared/hero-stats';
import { PageHero } from './shared/page-hero';
import { fieldOptions, filterUniversities, locationOptions } from './universities/filter';
import { ReadyToApply } from './universities/ready-to-apply';
import { filtersFromSearch, searchFromFilters, type UniversityFilters } from './universities/search';
import { UniversityCard } from './universities/university-card';
import { UniversityFilterPanel } from './universities/university-filters';
import { useT } from '../../i18n/i18n';

const HERO_STATS: HeroStat[] = [
  { value: '30+', label: 'universities.stat.label1' },
  { value: '1000+', label: 'universities.stat.label2' },
  { value: '95%', label: 'universities.stat.label3' },
  { value: '100%', label: 'universities.stat.label4' },
];

export function UniversitiesPage() {
  const t = useT();
  usePageTitle(t('universities.partnerUniversities'));
  const filters = filtersFromSearch(useSearch({ from: '/public/universities' }));
  const navigate = useNavigate({ from: '/universities' });
  const { data, isPending, isError, refetch } = useUniversities();

  // replace: typing a search is one history entry, not one per letter. From the URL as it is when the navigation
  // runs, not this render's filters: two choices replayed together after the app starts (a type and a level picked
  // while it loaded) would otherwise each set the other back.
  const setFilters = (next: Partial<UniversityFilters>) =>
    void navigate({ search: (prev) => searchFromFilters({ ...filtersFromSearch(prev), ...next }), replace: true, resetScroll: false });

  const all = data ?? [];
  const shown = filterUniversities(all, filters);

  return (
    <>
      <PageHero
        eyebrow={t('universities.partnerUniversities2')}
        title={t('universities.findYourUniversityIn')}
        intro={t('universities.publicResearchUniversitiesAnd')}
      >
        <HeroStats stats={HERO_STATS} />
      </PageHero>

      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <UniversityFilterPanel filters={filters} locations={locationOptions(all)} fields={fieldOptions(all)} onChange={setFilters} />

        <Text role="status" mt="6" mb="4" color="fg.muted" fontWeight="medium">
          {isPending ? t('universities.loading') : t('universities.showing', { shown: shown.length, total: all.length })}
        </Text>

        {isError ? (
          <LoadError what="universities" onRetry={() => void refetch()} />
        ) : isPending ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="96" borderRadius="xl" />
            ))}
          </SimpleGrid>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<SearchX size={40} aria-hidden="true" />}
            title={t('universities.noUniversitiesFound')}
            text={t('universities.tryAdjustingYourSearch')}
          >
            {/* A link, so that it clears the filters without JavaScript too. */}
            <Button asChild colorPalette="brand" mt="2">
              <Link to="/universities" search={{}} replace resetScroll={false}>
                {t('universities.clearAllFilters')}
              </Link>
            </Button>
          </EmptyState>
        ) : (
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {/* Every card is in the server's HTML: the page reads whole without JavaScript, and hydration keeps them. */}
            {shown.map((u) => (
              <li key={u.id}>
                <UniversityCard university={u} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Container>
      <Deferred>
        <ReadyToApply />
      </Deferred>
    </>
  );
}
