import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleCheck } from 'lucide-react';
import type { Scholarship } from '@contract';
import type { Language } from '@contract/languages';
import { deadlineDateOf, isDeadlinePassed, nextRoundExpected, nextRoundMonth } from '@contract/scholarship-deadline';
import { belowTheFold } from '../../lib/below-the-fold';
import { dateIn, formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { useScholarships } from './api/get-scholarships';
import { LoadError } from './shared/load-error';
import { HeroStats, type HeroStat } from './shared/hero-stats';
import { PageHero } from './shared/page-hero';
import { Section } from './shared/section';
import { useLanguage, useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

const STATS: HeroStat[] = [
  { value: '$50M+', label: 'scholarships.stat.label1' },
  { value: '200+', label: 'scholarships.stat.label2' },
  { value: '85%', label: 'scholarships.stat.label3' },
  { value: '300+', label: 'scholarships.stat.label4' },
];

const TIPS: { title: MessageId; text: MessageId }[] = [
  { title: 'scholarships.tip.title1', text: 'scholarships.tip.text1' },
  { title: 'scholarships.tip.title2', text: 'scholarships.tip.text2' },
  { title: 'scholarships.tip.title3', text: 'scholarships.tip.text3' },
  { title: 'scholarships.tip.title4', text: 'scholarships.tip.text4' },
];

// The scholarship's colour name, mapped to a Chakra palette for its accent.
const PALETTES: Record<string, string> = { blue: 'blue', green: 'green', purple: 'purple', orange: 'orange' };

export function ScholarshipsPage() {
  const t = useT();
  usePageTitle(t('scholarships.scholarships'));
  const { data, isPending, isError, refetch } = useScholarships();
  return (
    <>
      <PageHero
        eyebrow={t('scholarships.scholarships')}
        title={t('scholarships.fundYourDegreeIn')}
        intro={t('scholarships.governmentUniversityAndDevelopment')}
      >
        <HeroStats stats={STATS} />
      </PageHero>

      <Section id="featured" title={t('scholarships.featuredScholarships')} intro={t('scholarships.fourAwardsOurStudents')}>
        {isError ? (
          <LoadError what="scholarships" onRetry={() => void refetch()} />
        ) : isPending ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="80" borderRadius="xl" />
            ))}
          </SimpleGrid>
        ) : (
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2 }} gap="5">
            {data.map((s) => (
              <li key={s.id}>
                <ScholarshipCard scholarship={s} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section id="tips" title={t('scholarships.fourTipsForA')} muted>
        <SimpleGrid as="ol" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {TIPS.map((tip, i) => (
            <Box as="li" key={tip.title} p="6" borderRadius="xl" bg="bg.panel" borderWidth="1px">
              <Text fontWeight="bold" color="brand.fg" fontSize="2xl" aria-hidden="true">
                {i + 1}
              </Text>
              <Heading as="h3" size="md" mt="2">
                {t(tip.title)}
              </Heading>
              <Text mt="2" color="fg.muted">
                {t(tip.text)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Box as="section" aria-labelledby="cta-title" py={{ base: '12', md: '16' }}>
        <Container maxW="5xl">
          <Stack align="center" textAlign="center" gap="4" p={{ base: '8', md: '12' }} borderRadius="2xl" bg="brand.solid" color="brand.contrast">
            <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }}>
              {t('scholarships.yourScholarshipPlanStarts')}
            </Heading>
            <Text maxW="xl">{t('scholarships.applyThroughTheStudent')}</Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2">
              <Button asChild size="lg" bg="white" color="#0f766e" _hover={{ bg: 'whiteAlpha.900' }}>
                <Link to="/student-portal">{t('scholarships.startYourApplication')}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <Link to="/enquire">{t('scholarships.scheduleConsultation')}</Link>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

/**
 * The deadline as the card shows it: on English pages the editor's words as written (docs/PRODUCT.md §2.4); on a
 * translated page its date in that language ('31 mars 2027'), or the words when it is no date ('Rolling').
 */
function deadlineWords(s: Scholarship, deadlineDate: string | null, language: Language): string {
  return language === 'en' || !deadlineDate ? s.deadline : formatDate(deadlineDate, language);
}

/** 'March 2028', or that month in the page's language ('Maarso 2028', 'mars 2028'). */
function nextRoundWords(deadlineDate: string, language: Language): string {
  if (language === 'en') return nextRoundExpected(deadlineDate);
  const { month, year } = nextRoundMonth(deadlineDate);
  return dateIn(language, new Date(Date.UTC(year, month - 1, 1)), 'month', 'UTC');
}

function ScholarshipCard({ scholarship: s }: { scholarship: Scholarship }) {
  const t = useT();
  const language = useLanguage();
  const palette = PALETTES[s.color] ?? 'gray';
  // Listed still, so a student sees it exists for the next round; no application to a closed one (§2.4).
  // A date in words counts too ("March 31, 2025"): no "Apply Now" for a round that has closed.
  const deadlineDate = deadlineDateOf(s);
  const passed = deadlineDate !== null && isDeadlinePassed(deadlineDate);
  return (
    <Stack as="article" aria-labelledby={`sch-${s.id}`} gap="4" p="6" height="full" borderRadius="xl" borderWidth="1px" borderTopWidth="4px" borderTopColor={`${palette}.500`} bg="bg.panel" {...belowTheFold('560px')}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Box>
          <Heading as="h3" size="lg" id={`sch-${s.id}`}>
            {s.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {s.provider}
          </Text>
        </Box>
        <Badge colorPalette={palette} variant="subtle" size="lg" flexShrink="0">
          {t('scholarships.coverage', { coverage: s.coverage })}
        </Badge>
      </HStack>
      <Text fontWeight="semibold">{s.amount}</Text>
      <HStack gap="2" fontSize="sm">
        <CalendarClock size={16} aria-hidden="true" />
        <Text>
          {t('scholarships.deadlineLabel')} <strong>{deadlineWords(s, deadlineDate, language)}</strong>
        </Text>
        {passed && (
          <Badge colorPalette="red" variant="solid">
            {t('scholarships.deadlinePassed')}
          </Badge>
        )}
      </HStack>
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          {t('scholarships.eligibility')}
        </Text>
        <Stack as="ul" listStyle="none" gap="1.5" mt="2" fontSize="sm" color="fg.muted">
          {s.eligibility.map((e) => (
            <HStack as="li" key={e} gap="2" align="flex-start">
              <Box color="brand.fg" mt="0.5" flexShrink="0">
                <CircleCheck size={14} aria-hidden="true" />
              </Box>
              {e}
            </HStack>
          ))}
        </Stack>
      </Box>
      <HStack as="ul" listStyle="none" aria-label={t('scholarships.studyLevels')} gap="1.5" flexWrap="wrap">
        {s.programs.map((p) => (
          <Badge as="li" key={p} variant="outline">
            {p}
          </Badge>
        ))}
      </HStack>
      {/* The enquiry form with this scholarship chosen: the request reaches a counselor in the CRM (§2.8). */}
      {passed ? (
        <Text mt="auto" fontSize="sm" color="fg.muted">
          {t('scholarships.roundClosed', { month: nextRoundWords(deadlineDate, language) })}
        </Text>
      ) : (
        <Button asChild colorPalette="brand" mt="auto" alignSelf="flex-start">
          <Link to="/enquire" search={{ scholarship: s.id }} aria-label={t('scholarships.applyFor', { title: s.title })}>
            {t('scholarships.applyNow')}
          </Link>
        </Button>
      )}
    </Stack>
  );
}
