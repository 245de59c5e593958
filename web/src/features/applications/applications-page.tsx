import { Button, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { can } from '@contract/permissions';
import { FilePlus2, FileText } from 'lucide-react';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadMore } from '../../components/admin/load-more';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { StatTile } from '../../components/admin/stat-tile';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS } from '../../lib/crm-labels';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { formatCount } from '../../lib/format';
import { overlayWaiting, useWaitingRows } from '../../lib/offline/use-outbox';
import { useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';
import { statusTiles } from './application-figures';

/** /admin/applications: Application Management. */
export function ApplicationsPage() {
  const query = useApplications();
  const { data, isPending, isError, refetch } = query;
  const admin = useSignedInAdmin();
  const canWrite = can(admin.role, 'applications:write');
  const waiting = useWaitingRows('applications');
  // Applications and changes not yet on the server show too, marked "Waiting to sync".
  const applications = overlayWaiting(data?.pages.flatMap((p) => p.items) ?? [], waiting);
  const newApplication = (label: string, size?: 'sm') =>
    canWrite && (
      <Button asChild colorPalette="blue" size={size}>
        <Link to="/admin/applications/new">
          <FilePlus2 /> {label}
        </Link>
      </Button>
    );
  const tiles = statusTiles(data?.pages[0]?.statusCounts);

  return (
    <>
      <PageHeader
        title="Application Management"
        description="Applications to partner universities, their deadlines, decisions and fees."
        actions={newApplication('New Application')}
      />
      <OutboxIssues entity="applications" />
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
      {isPending && applications.length === 0 ? (
        <CardSkeletons count={5} label="Loading applications" columns={{ base: 1, lg: 2 }} />
      ) : applications.length === 0 && !isError ? (
        <EmptyState
          icon={FileText}
          title="No Applications Found"
          hint="Applications appear here once a student applies to a partner university."
          action={newApplication('Create First Application', 'sm')}
        />
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Applications" columns={{ base: 1, lg: 2 }} gap="4">
            {applications.map((a) => (
              <ApplicationCard key={a.id} application={a} waiting={waiting.get(a.id)} owner={admin.id} canWrite={canWrite} />
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
