import { Badge, Button, DataList, Flex, Grid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { can } from '@contract/permissions';
import { caseRecordQueryOptions, type CaseEntity, type CaseKind, type CaseRow, type CaseStatus } from './api/case-records';
import { upperFirst } from '../../lib/format';
import { useLocalRow } from '../../lib/offline/use-outbox';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { CaseHistory } from './case-history';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { SectionCard } from '../../components/admin/section-card';
import { StatusUpdate } from '../../components/admin/status-update';
import { SyncBadge } from '../../components/admin/sync-badge';

export type CaseField = { label: string; value: ReactNode };

/**
 * An application's or visa case's own page (/admin/applications/$id, /admin/visa-cases/$id): its title, status and
 * fields, Update Status, a link to its student and back to the list, and its history. Offline it reads the
 * device's copy; a change waiting to sync shows as it will be.
 */
export function CaseRecordPage<E extends CaseEntity>({
  kind,
  id,
  title,
  fields,
  alert,
}: {
  kind: CaseKind<E>;
  id: string;
  title: (record: CaseRow<E>) => string;
  fields: (record: CaseRow<E>) => CaseField[];
  /** A line under the badges that must be seen (a deadline that shouts). */
  alert?: (record: CaseRow<E>) => ReactNode;
}) {
  const admin = useSignedInAdmin();
  const query = useQuery(caseRecordQueryOptions(kind.entity, id));
  const { row, waiting } = useLocalRow(kind.entity, id, query.dataUpdatedAt);
  const record = (row as CaseRow<E> | undefined) ?? query.data;
  // Widened to the union, so the link is one of the two typed routes.
  const entity: CaseEntity = kind.entity;
  if (!record) {
    if (query.isPending) return <CardSkeletons count={2} label={`Loading the ${kind.noun}`} />;
    return <QueryError what={`this ${kind.noun}`} onRetry={() => void query.refetch()} />;
  }
  const status = record.status as CaseStatus<E>;
  const heading = title(record);
  const name = record.studentName?.trim() || 'Unknown Student';
  return (
    <>
      <PageHeader
        title={heading}
        description={`${upperFirst(kind.noun)} of ${name}`}
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to={`/admin/${entity}`}>
                <ArrowLeft /> All {kind.titlePlural}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/students/$id" params={{ id: record.studentId }}>
                <UserRound /> Student profile of {name}
              </Link>
            </Button>
            {can(admin.role, kind.write) && (
              <StatusUpdate
                size="md"
                variant="outline"
                subject={heading}
                options={kind.nextStatuses(status)}
                labels={kind.statusLabels}
                onSave={(next) => kind.saveStatus(admin, record, next)}
              />
            )}
          </>
        }
      />
      <Flex gap="2" wrap="wrap" mb="4" align="center">
        <Badge colorPalette={kind.statusColors[status]} variant="surface" size="lg">
          {kind.statusLabels[status]}
        </Badge>
        {alert?.(record)}
        <SyncBadge waiting={waiting} />
      </Flex>
      <OutboxIssues entity={kind.entity} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
        <SectionCard title="Details">
          <DataList.Root orientation="horizontal">
            {fields(record).map((f) => (
              <DataList.Item key={f.label}>
                <DataList.ItemLabel>{f.label}</DataList.ItemLabel>
                <DataList.ItemValue>{f.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </SectionCard>
        <CaseHistory entity={kind.entity} id={id} />
      </Grid>
    </>
  );
}
