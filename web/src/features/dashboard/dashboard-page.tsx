import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FileText, Plane, TrendingUp, Users } from 'lucide-react';
import { LastUpdated } from '../../components/admin/last-updated';
import { QueryError } from '../../components/admin/query-error';
import { StatTile } from '../../components/admin/stat-tile';
import { can } from '@contract/permissions';
import { VISA_SUCCESS_WORDS } from '@contract/metrics';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { formatCount } from '../../lib/format';
import { useDashboard } from './api/get-dashboard';
import { dashboardFigures } from './dashboard-figures';
import { ConversionMetrics, JourneyPipeline } from './dashboard-sections';
import { QuickActions, RecentUpdates } from './dashboard-side';
import { MyTasksCard } from '../tasks';
import { DeadlinesCard } from './deadlines-card';

function WelcomeBanner({ name }: { name: string }) {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return (
    <Box
      rounded="xl"
      p={{ base: '5', md: '7' }}
      color="white"
      bgGradient="to-r"
      gradientFrom="blue.700"
      gradientTo="purple.700"
    >
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        Welcome to Mission Control, {firstName}
      </Heading>
      <Text mt="2" opacity={0.9} maxW="2xl">
        Guiding African students to their dream Malaysian universities: here is where every journey stands today.
      </Text>
    </Box>
  );
}

/** /admin/dashboard: the summary, refreshed every 30 seconds. */
export function DashboardPage() {
  const admin = useSignedInAdmin();
  const { data, dataUpdatedAt, isPending, isError, refetch } = useDashboard();
  const figures = dashboardFigures(data);

  return (
    <Stack gap="6">
      <WelcomeBanner name={admin.fullName} />
      {/* A saved copy on screen (offline, or a failed refresh) says so with its time instead of an error. */}
      {isError && !data && <QueryError what="the dashboard" onRetry={() => void refetch()} />}
      {data && <LastUpdated updatedAt={dataUpdatedAt} failed={isError} />}
      <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }} aria-busy={isPending}>
        <StatTile
          label="Total Students"
          icon={Users}
          value={formatCount(figures.totalStudents)}
          loading={isPending}
          hint={`${formatCount(figures.activeStudents)} active journeys`}
          link={{ to: '/admin/students', label: `${formatCount(figures.totalStudents)} students: open the Student CRM` }}
        />
        <StatTile
          label="Applications"
          icon={FileText}
          palette="purple"
          value={formatCount(figures.applications)}
          loading={isPending}
          hint={`${formatCount(figures.underReview)} under review`}
          link={{ to: '/admin/applications', label: `${formatCount(figures.applications)} applications: open the list` }}
          hintLink={{ to: '/admin/applications', search: { status: 'under_review' }, label: `${formatCount(figures.underReview)} under review: open the applications under review` }}
        />
        <StatTile
          label="Visa Cases"
          icon={Plane}
          palette="orange"
          value={formatCount(figures.visas)}
          loading={isPending}
          hint={`${formatCount(figures.approved)} approved`}
          link={{ to: '/admin/visa-cases', label: `${formatCount(figures.visas)} visa cases: open the list` }}
          hintLink={{ to: '/admin/visa-cases', search: { status: 'approved' }, label: `${formatCount(figures.approved)} approved: open the approved visa cases` }}
        />
        <StatTile
          // The spec's name for the tile; the line under it says what the rate is (issue 32 item 8).
          label="Success Rate"
          icon={TrendingUp}
          palette="green"
          value={figures.successRate === null ? '–' : `${figures.successRate}%`}
          loading={isPending}
          hint={figures.successRate === null ? VISA_SUCCESS_WORDS.none : `${VISA_SUCCESS_WORDS.definition}, all time`}
        />
      </SimpleGrid>
      {can(admin.role, 'tasks:write') && <MyTasksCard />}
      {can(admin.role, 'applications:read') && <DeadlinesCard />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <JourneyPipeline figures={figures} loading={isPending} />
        <ConversionMetrics figures={figures} loading={isPending} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <QuickActions role={admin.role} />
        {/* A copy saved before the count existed has none: nothing is shown rather than a wrong 0. */}
        <RecentUpdates updates={data?.recentUpdates} websiteEnquiries={data?.websiteEnquiries?.recent} loading={isPending} />
      </SimpleGrid>
    </Stack>
  );
}
