import { Button, SimpleGrid } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { can } from '@contract/permissions';
import { caseListQueryOptions, type CaseEntity, type CaseKind, type CasePage } from '../../lib/case-records';
import { upperFirst } from '../../lib/format';
import { overlayWaiting, useWaitingRows } from '../../lib/offline/use-outbox';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { CardSkeletons } from './card-skeletons';
import type { CaseCardProps } from './case-card';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';
import { OutboxIssues } from './outbox-issues';
import { PageHeader } from './page-header';
import { QueryError } from './query-error';

/** What one case list page shows that the other does not. */
export type CaseListConfig<E extends CaseEntity> = {
  kind: CaseKind<E>;
  description: string;
  /** The figures above the list, from the first page's counts. */
  tiles: (first: CasePage<E> | undefined, loading: boolean) => ReactNode;
  /** How many placeholder cards stand in while the first page loads. */
  placeholders: number;
  empty: Omit<ComponentProps<typeof EmptyState>, 'action'>;
  Card: ComponentType<CaseCardProps<E>>;
};

/** /admin/applications and /admin/visa-cases: "<Title> Management", its tiles and a page of cards at a time. */
export function CaseListPage<E extends CaseEntity>({ kind, description, tiles, placeholders, empty, Card }: CaseListConfig<E>) {
  const admin = useSignedInAdmin();
  const query = useInfiniteQuery(caseListQueryOptions(kind.entity));
  const { data, isPending, isError, refetch } = query;
  const canWrite = can(admin.role, kind.write);
  const waiting = useWaitingRows(kind.entity);
  // Records and changes not yet on the server show too, marked "Waiting to sync".
  const records = overlayWaiting(data?.pages.flatMap((p) => p.items) ?? [], waiting);
  // Widened to the union, so the link below is one of the two typed routes.
  const entity: CaseEntity = kind.entity;
  const newButton = (label: string, size?: 'sm') =>
    canWrite && (
      <Button asChild colorPalette="blue" size={size}>
        <Link to={`/admin/${entity}/new`}>
          <kind.icon /> {label}
        </Link>
      </Button>
    );

  return (
    <>
      <PageHeader title={`${kind.title} Management`} description={description} actions={newButton(`New ${kind.title}`)} />
      <OutboxIssues entity={kind.entity} />
      {tiles(data?.pages[0], isPending)}
      {isError && !data && <QueryError what={`the ${kind.plural}`} onRetry={() => void refetch()} />}
      {isPending && records.length === 0 ? (
        <CardSkeletons count={placeholders} label={`Loading ${kind.plural}`} columns={{ base: 1, lg: 2 }} />
      ) : records.length === 0 && !isError ? (
        <EmptyState {...empty} action={newButton(`Create First ${kind.title}`, 'sm')} />
      ) : (
        <>
          <SimpleGrid as="section" aria-label={upperFirst(kind.plural)} columns={{ base: 1, lg: 2 }} gap="4">
            {records.map((r) => (
              <Card key={r.id} record={r} waiting={waiting.get(r.id)} owner={admin} canWrite={canWrite} />
            ))}
          </SimpleGrid>
          <LoadMore query={query} shown={records.length} noun={kind.plural} />
        </>
      )}
    </>
  );
}
