import { Button, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { can } from '@contract/permissions';
import { CheckCircle2, ClipboardList, FileClock, Plane, Send, TrendingUp } from 'lucide-react';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadMore } from '../../components/admin/load-more';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { StatTile } from '../../components/admin/stat-tile';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { formatCount } from '../../lib/format';
import { overlayWaiting, useWaitingRows } from '../../lib/offline/use-outbox';
import { useVisaCases } from './api/get-visa-cases';
import { VisaCaseCard } from './visa-case-card';
import { visaTiles } from './visa-figures';

/** /admin/visa-cases: Visa Case Management. */
export function VisaCasesPage() {
  const query = useVisaCases();
  const { data, isPending, isError, refetch } = query;
  const admin = useSignedInAdmin();
  const canWrite = can(admin.role, 'visas:write');
  const waiting = useWaitingRows('visa-cases');
  // Cases and changes not yet on the server show too, marked "Waiting to sync".
  const cases = overlayWaiting(data?.pages.flatMap((p) => p.items) ?? [], waiting);
  const tiles = visaTiles(data?.pages[0]);
  const newCase = (label: string, size?: 'sm') =>
    canWrite && (
      <Button asChild colorPalette="blue" size={size}>
        <Link to="/admin/visa-cases/new">
          <Plane /> {label}
        </Link>
      </Button>
    );

  return (
    <>
      <PageHeader title="Visa Case Management" description="Student visa applications, interviews and approvals." actions={newCase('New Visa Case')} />
      <OutboxIssues entity="visa-cases" />
      <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" mb="6">
        <StatTile label="Total Cases" icon={ClipboardList} value={formatCount(tiles.total)} loading={isPending} />
        <StatTile label="Preparing" icon={FileClock} palette="yellow" value={formatCount(tiles.preparing)} loading={isPending} />
        <StatTile label="Submitted" icon={Send} palette="blue" value={formatCount(tiles.submitted)} loading={isPending} />
        <StatTile label="Approved" icon={CheckCircle2} palette="green" value={formatCount(tiles.approved)} loading={isPending} />
        <StatTile label="Success Rate" icon={TrendingUp} palette="teal" value={`${tiles.successRate}%`} loading={isPending} />
      </SimpleGrid>
      {isError && !data && <QueryError what="the visa cases" onRetry={() => void refetch()} />}
      {isPending && cases.length === 0 ? (
        <CardSkeletons count={4} label="Loading visa cases" columns={{ base: 1, lg: 2 }} />
      ) : cases.length === 0 && !isError ? (
        <EmptyState
          icon={Plane}
          title="No Visa Cases"
          hint="Visa cases appear here once a student with an offer starts their visa."
          action={newCase('Create First Visa Case', 'sm')}
        />
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Visa cases" columns={{ base: 1, lg: 2 }} gap="4">
            {cases.map((c) => (
              <VisaCaseCard key={c.id} visaCase={c} waiting={waiting.get(c.id)} owner={admin.id} canWrite={canWrite} />
            ))}
          </SimpleGrid>
          <LoadMore
            hasMore={Boolean(query.hasNextPage)}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            shown={cases.length}
            noun="visa cases"
          />
        </>
      )}
    </>
  );
}
