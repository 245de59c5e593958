import { Box, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { Award, Clock, Globe, Heart, Lightbulb, Plane, Timer, TrendingUp, type LucideIcon } from 'lucide-react';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, VISA_SUCCESS_WORDS, type Analytics, type AnalyticsRange } from '@contract/metrics';
import { PageHeader } from '../../components/admin/page-header';
import { LastUpdated } from '../../components/admin/last-updated';
import { QueryError } from '../../components/admin/query-error';
import { SectionCard } from '../../components/admin/section-card';
import { StatTile } from '../../components/admin/stat-tile';
import { can } from '@contract/permissions';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useAnalytics } from './api/get-analytics';
import { FairComparison } from './fair-comparison';
import { ConversionFunnel, MonthlyTrends, RevenueMetrics, TopUniversities } from './analytics-sections';
import { RANGE_LABELS } from './analytics-search';
import { missionInsights, type InsightKey } from './mission-insights';

const route = getRouteApi('/mission-control/signed-in/admin/analytics');

const ICONS: Record<InsightKey, LucideIcon> = { visa: Plane, engineering: TrendingUp, deadlines: Clock, processing: Timer };

/** docs/PRODUCT.md §3.9: four headings, each with a sentence computed from the figures of the chosen range. */
function MissionInsights({ data }: { data: Analytics | undefined }) {
  // An answer saved on the device before insights were computed has none: it shows no sentences until refreshed.
  const insights = data && 'insights' in data ? missionInsights(data) : [];
  return (
    <SectionCard title="Mission Insights" action={<Lightbulb size={18} aria-hidden />}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {insights.map(({ key, title, text }) => {
          const Icon = ICONS[key];
          return (
            <Flex key={key} gap="3" p="3" rounded="md" bg="bg.muted">
              <Box color="blue.fg" flexShrink={0} pt="0.5">
                <Icon size={18} aria-hidden />
              </Box>
              <Box>
                <Text fontSize="sm" fontWeight="semibold">
                  {title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {text}
                </Text>
              </Box>
            </Flex>
          );
        })}
      </SimpleGrid>
    </SectionCard>
  );
}

/** What "decided" covers in each range: cases decided (approved or rejected) in the period, by decision date. */
const DECIDED_IN: Record<AnalyticsRange, string> = {
  '30d': 'decided in the last 30 days',
  quarter: 'decided in the last quarter',
  year: 'decided in the last year',
  all: 'decided, all time',
};

/** The visa success rate, with its definition and period; "No decided cases" rather than a 0% that means nothing. */
function VisaSuccessTile({ rate, range, loading }: { rate: number | null | undefined; range: AnalyticsRange; loading: boolean }) {
  const known = typeof rate === 'number';
  const hint = known ? `Visa approvals of cases ${DECIDED_IN[range]}` : range === 'all' ? VISA_SUCCESS_WORDS.none : `No cases ${DECIDED_IN[range]}`;
  return <StatTile label={VISA_SUCCESS_WORDS.label} icon={Globe} palette="green" value={known ? `${Math.round(rate)}%` : '–'} hint={hint} loading={loading} />;
}

/** The period of the whole page: KPIs, funnel, top universities and insights follow it. */
function RangeChoice({ value, onChange }: { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  return (
    <NativeSelect.Root size={{ base: 'lg', md: 'md' }} width={{ base: 'full', sm: '48' }}>
      <NativeSelect.Field aria-label="Period" value={value} onChange={(e) => onChange(e.target.value as AnalyticsRange)}>
        {ANALYTICS_RANGES.map((r) => (
          <option key={r} value={r}>
            {RANGE_LABELS[r]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** /admin/analytics: Mission Analytics for a period (?range=), refreshed every 60 seconds. */
export function AnalyticsPage() {
  const range = route.useSearch().range ?? DEFAULT_ANALYTICS_RANGE;
  const navigate = route.useNavigate();
  const { data, dataUpdatedAt, isPending, isError, refetch } = useAnalytics(range);
  const kpis = data?.performanceKPIs;
  const whole = (v: number | undefined) => Math.round(v ?? 0);
  const admin = useSignedInAdmin();
  const choose = (next: AnalyticsRange) => void navigate({ search: next === DEFAULT_ANALYTICS_RANGE ? {} : { range: next }, replace: true });

  return (
    <>
      <PageHeader
        title="Mission Analytics"
        description="How the pipeline performs, from first lead to arrival."
        actions={<RangeChoice value={range} onChange={choose} />}
      />
      <Stack gap="6">
      {isError && !data && <QueryError what="the analytics" onRetry={() => void refetch()} />}
      {data && <LastUpdated updatedAt={dataUpdatedAt} failed={isError} />}
      <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
        <StatTile label="Avg Processing Time" icon={Timer} value={`${whole(kpis?.avgProcessingTime)} days`} hint="Application to offer" loading={isPending} />
        <StatTile label="Student Satisfaction" icon={Heart} palette="pink" value={`${whole(kpis?.studentSatisfaction)}%`} hint="Rated 4 or 5 out of 5" loading={isPending} />
        <VisaSuccessTile rate={kpis?.visaSuccessRate} range={range} loading={isPending} />
        <StatTile label="Scholarship Success" icon={Award} palette="yellow" value={`${whole(kpis?.scholarshipSuccessRate)}%`} hint="Awarded of decided scholarships" loading={isPending} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ConversionFunnel funnel={data?.conversionFunnel} />
        <TopUniversities universities={data?.topUniversities} />
      </SimpleGrid>
      {data?.revenueMetrics && <RevenueMetrics revenue={data.revenueMetrics} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <MonthlyTrends trends={data?.monthlyTrends} />
        <MissionInsights data={data} />
      </SimpleGrid>
      {can(admin.role, 'events:read') && <FairComparison />}
      </Stack>
    </>
  );
}
