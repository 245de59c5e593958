import { Button, Flex, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { localToday } from '@contract/deadlines';
import { can } from '@contract/permissions';
import { caseListParams, caseListQueryOptions, type CaseEntity, type CaseFilter, type CaseKind, type CasePage, type CaseRow } from './api/case-records';
import { formatCount, formatTotal, upperFirst } from '../../lib/format';
import { useOverlaidRows } from '../../lib/offline/use-outbox';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useMediaQuery } from '../../lib/use-media-query';
import { CaseTable, type CaseColumn } from './case-table';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import type { CaseCardProps } from './case-card';
import { CRM_URLS } from '../../lib/crm-urls';
import { EmptyState } from '../../components/admin/empty-state';
import { ExportCsvLink } from '../../components/admin/export-csv-link';
import { LoadMore } from '../../components/admin/load-more';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';

/** What one case list page shows that the other does not. */
export type CaseListConfig<E extends CaseEntity> = {
  kind: CaseKind<E>;
  description: string;
  /** The list's search, filters and order (the route's search params) and the way to change them. */
  filter: CaseFilter<E>;
  onFilter: (next: CaseFilter<E>) => void;
  /** The search box and filter controls above the list. */
  filters: ReactNode;
  /** Whether a record (one waiting to sync) belongs in the filtered list (contract/case-filter.ts). */
  matches: (row: CaseRow<E>, context: { me: string; today: string }) => boolean;
  /** The figures above the list, from the first page's counts. */
  tiles: (first: CasePage<E> | undefined, loading: boolean, compact: boolean) => ReactNode;
  /** How many placeholder cards stand in while the first page loads. */
  placeholders: number;
  empty: Omit<ComponentProps<typeof EmptyState>, 'action'>;
  Card: ComponentType<CaseCardProps<E>>;
  /** The table's columns at desktop widths (1024 px and up); phones and tablets show the cards. */
  columns: CaseColumn<E>[];
};

/**
 * /admin/applications and /admin/visa-cases: "<Title> Management", its tiles, search and filters, and a page of
 * cards at a time, filtered on the server (or, offline, on the device by the same rule).
 */
export function CaseListPage<E extends CaseEntity>({ kind, description, filter, onFilter, filters, matches, tiles, placeholders, empty, Card, columns }: CaseListConfig<E>) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const admin = useSignedInAdmin();
  const context = { me: admin.id, today: localToday() };
  const query = useInfiniteQuery({ ...caseListQueryOptions(kind.entity, filter, context), placeholderData: keepPreviousData });
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData, dataUpdatedAt } = query;
  const canWrite = can(admin.role, kind.write);
  // Records and changes not yet on the server show too, marked "Waiting to sync", in the list whose filter they match.
  const { rows: records, waiting } = useOverlaidRows(kind.entity, data?.pages.flatMap((p) => p.items) ?? [], dataUpdatedAt, (row) => matches(row, context));
  const first = data?.pages[0];
  const { sort, ...narrowing } = filter;
  const filtered = Object.values(narrowing).some((v) => v !== undefined);
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
  // At a desk: one line of status buttons beside the counter, above the table, so 20+ rows fit 1280×800.
  const table = Boolean(wide) && records.length > 0;
  const tileNode = tiles(first, isPending, table);
  const counter = (
    <>
      {table && tileNode}
      {first && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" whiteSpace="nowrap">
          {formatTotal(first)} of {formatCount(first.totalAll)} {kind.plural}
        </Text>
      )}
      {isFetching && (isPlaceholderData || isPending) && <Spinner size="xs" aria-label={`Updating the ${kind.plural}`} />}
    </>
  );
  const clearButton = (
    <Button size="sm" variant="outline" onClick={() => onFilter({ sort } as CaseFilter<E>)}>
      Clear filters
    </Button>
  );

  return (
    <>
      <PageHeader
        title={`${kind.title} Management`}
        description={table ? undefined : description}
        actions={
          <>
            <ExportCsvLink url={CRM_URLS[entity]} params={caseListParams(filter, null)} />
            {newButton(`New ${kind.title}`)}
          </>
        }
      />
      <OutboxIssues entity={kind.entity} />
      {!table && tileNode}
      {filters}
      {!table && (
        <Flex align="center" gap="2" mb="4" minH="6">
          {counter}
        </Flex>
      )}
      {isError && !data && <QueryError what={`the ${kind.plural}`} onRetry={() => void refetch()} />}
      {isPending && records.length === 0 ? (
        <CardSkeletons count={placeholders} label={`Loading ${kind.plural}`} columns={{ base: 1, lg: 2 }} />
      ) : records.length === 0 && !isError ? (
        filtered ? (
          <EmptyState icon={empty.icon} title={`No ${kind.titlePlural} Match`} hint="Try another search, or clear the filters." action={clearButton} />
        ) : (
          <EmptyState {...empty} action={newButton(`Create First ${kind.title}`, 'sm')} />
        )
      ) : (
        <>
          {table ? (
            <CaseTable
              key={JSON.stringify(narrowing)}
              kind={kind}
              columns={columns}
              rows={records}
              waiting={waiting}
              sort={sort}
              onSort={(next) => onFilter({ ...filter, sort: next } as CaseFilter<E>)}
              counter={counter}
              writer={admin}
              canBulk={canWrite}
              dimmed={isPlaceholderData}
            />
          ) : (
            <SimpleGrid as="section" aria-label={upperFirst(kind.plural)} columns={{ base: 1, lg: 2 }} gap="4" aria-busy={isPlaceholderData}>
              {records.map((r) => (
                <Card key={r.id} record={r} waiting={waiting.get(r.id)} owner={admin} canWrite={canWrite} />
              ))}
            </SimpleGrid>
          )}
          <LoadMore query={query} shown={records.length} noun={kind.plural} />
        </>
      )}
    </>
  );
}
