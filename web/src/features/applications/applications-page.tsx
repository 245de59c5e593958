import { SimpleGrid } from '@chakra-ui/react';
import { FilePlus2, FileText } from 'lucide-react';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadMore } from '../../components/admin/load-more';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { SoonButton } from '../../components/admin/soon-button';
import { StatTile } from '../../components/admin/stat-tile';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS } from '../../lib/crm-labels';
import { formatCount } from '../../lib/format';
import { useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';
import { statusTiles } from './application-figures';

/** /admin/applications: Application Management. */
export function ApplicationsPage() {
  const query = useApplications();
  const { data, isPending, isError, refetch } = query;
  const applications = data?.pages.flatMap((p) => p.items) ?? [];
  const tiles = statusTiles(data?.pages[0]?.statusCounts);

  return (
    <>
      <PageHeader
        title="Application Management"
        description="Applications to partner universities, their deadlines, decisions and fees."
        actions={
          <SoonButton colorPalette="blue">
            <FilePlus2 /> New Application
          </SoonButton>
        }
      />
      {tiles.length > 0 && (
        <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" mb="6">
          {tiles.map(({ status, count }) => (
            <StatTile
              key={status}
              label={APPLICATION_STATUS_LABELS[status]}
              value={formatCount(count)}
              palette={APPLICATION_STATUS_COLORS[status]}
            />
          ))}
        </SimpleGrid>
      )}
      {isError && !data && <QueryError what="the applications" onRetry={() => void refetch()} />}
      {isPending ? (
        <CardSkeletons count={5} label="Loading applications" columns={{ base: 1, lg: 2 }} />
      ) : applications.length === 0 && !isError ? (
        <EmptyState
          icon={FileText}
          title="No Applications Found"
          hint="Applications appear here once a student applies to a partner university."
          action={
            <SoonButton colorPalette="blue" size="sm">
              <FilePlus2 /> Create First Application
            </SoonButton>
          }
        />
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Applications" columns={{ base: 1, lg: 2 }} gap="4">
            {applications.map((a) => (
              <ApplicationCard key={a.id} application={a} />
            ))}
          </SimpleGrid>
          <LoadMore
            hasMore={Boolean(query.hasNextPage)}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            shown={applications.length}
            noun="applications"
          />
        </>
      )}
    </>
  );
}
