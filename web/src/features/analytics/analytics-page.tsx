import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, Clock, Globe, Heart, Lightbulb, Plane, Timer, TrendingUp } from 'lucide-react';
import { PageHeader } from '../../components/admin/page-header';
import { LastUpdated } from '../../components/admin/last-updated';
import { QueryError } from '../../components/admin/query-error';
import { SectionCard } from '../../components/admin/section-card';
import { StatTile } from '../../components/admin/stat-tile';
import { useAnalytics } from './api/get-analytics';
import { ConversionFunnel, MonthlyTrends, RevenueMetrics, TopUniversities } from './analytics-sections';

/** docs/PRODUCT.md §3.9: four static tiles, not data-driven. */
const INSIGHTS = [
  { icon: Plane, title: 'Strong visa performance', text: 'Visa approvals remain high across every source country this quarter.' },
  { icon: TrendingUp, title: 'Engineering demand growing', text: 'Engineering programs draw the fastest-growing share of new leads.' },
  { icon: Clock, title: 'Deadlines approaching', text: 'Several partner universities close their next intake within weeks.' },
  { icon: Timer, title: 'Processing time improved', text: 'Application processing is 15% faster than last quarter.' },
] as const;

function MissionInsights() {
  return (
    <SectionCard title="Mission Insights" action={<Lightbulb size={18} aria-hidden />}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {INSIGHTS.map(({ icon: Icon, title, text }) => (
          <Flex key={title} gap="3" p="3" rounded="md" bg="bg.muted">
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
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/** /admin/analytics: Mission Analytics, refreshed every 60 seconds. */
export function AnalyticsPage() {
  const { data, dataUpdatedAt, isPending, isError, refetch } = useAnalytics();
  const kpis = data?.performanceKPIs;
  const whole = (v: number | undefined) => Math.round(v ?? 0);

  return (
    <>
      <PageHeader title="Mission Analytics" description="How the pipeline performs, from first lead to arrival." />
      <Stack gap="6">
      {isError && !data && <QueryError what="the analytics" onRetry={() => void refetch()} />}
      {data && <LastUpdated updatedAt={dataUpdatedAt} failed={isError} />}
      <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
        <StatTile label="Avg Processing Time" icon={Timer} value={`${whole(kpis?.avgProcessingTime)} days`} hint="Application to offer" loading={isPending} />
        <StatTile label="Student Satisfaction" icon={Heart} palette="pink" value={`${whole(kpis?.studentSatisfaction)}%`} hint="Rated 4 or 5 out of 5" loading={isPending} />
        <StatTile label="Visa Success Rate" icon={Globe} palette="green" value={`${whole(kpis?.visaSuccessRate)}%`} hint="Approved of all visa cases" loading={isPending} />
        <StatTile label="Scholarship Success" icon={Award} palette="yellow" value={`${whole(kpis?.scholarshipSuccessRate)}%`} hint="Awarded of decided scholarships" loading={isPending} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ConversionFunnel funnel={data?.conversionFunnel} />
        <TopUniversities universities={data?.topUniversities} />
      </SimpleGrid>
      {data?.revenueMetrics && <RevenueMetrics revenue={data.revenueMetrics} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <MonthlyTrends trends={data?.monthlyTrends} />
        <MissionInsights />
      </SimpleGrid>
      </Stack>
    </>
  );
}
