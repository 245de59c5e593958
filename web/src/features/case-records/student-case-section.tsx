import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { can } from '@contract/permissions';
import type { CaseEntity, CaseKind, CaseRow, CaseStatus } from './api/case-records';
import { useOverlaidRows } from '../../lib/offline/use-outbox';
import { ownerLabel } from '../../lib/owner-name';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { SectionCard } from '../../components/admin/section-card';
import { StatusUpdate } from '../../components/admin/status-update';
import { SyncBadge } from '../../components/admin/sync-badge';

/** How a student's record reads in the list: its name (and accessible name), a line under it, whose status changes. */
export type CaseItem = { label: string; title: ReactNode; details?: ReactNode; subject: string };

type Props<E extends CaseEntity> = {
  kind: CaseKind<E>;
  studentId: string;
  /** The records the student page read; null where the role may not read them (the section is left out). */
  rows: CaseRow<E>[] | null;
  /** When the page read them (epoch ms): the server's answers since are laid over them. */
  readAt: number;
  item: (row: CaseRow<E>) => CaseItem;
};

/** A student's applications or visa cases on their page, each with its owner by name, and any change waiting to sync laid over them. */
export function StudentCaseSection<E extends CaseEntity>({ kind, studentId, rows, readAt, item }: Props<E>) {
  const admin = useSignedInAdmin();
  const { rows: shown, waiting } = useOverlaidRows(kind.entity, rows ?? [], readAt, (r) => r.studentId === studentId);
  if (rows === null) return null;
  const canWrite = can(admin.role, kind.write);
  const entity: CaseEntity = kind.entity; // the union: one of the two typed new-record routes
  return (
    <SectionCard
      title={kind.titlePlural}
      action={
        canWrite && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/${entity}/new`} search={{ studentId }}>
              <kind.icon /> {`New ${kind.title}`}
            </Link>
          </Button>
        )
      }
    >
      {shown.length === 0 ? (
        <Text color="fg.muted">{`No ${kind.plural} yet.`}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {shown.map((row) => {
            const { label, title, details, subject } = item(row);
            // TypeScript reads a generic row's status as every kind's; it is this kind's.
            const status = row.status as CaseStatus<E>;
            const assignee = kind.owner.of(row);
            return (
              <Stack as="li" key={row.id} gap="1" borderBottomWidth="1px" borderColor="border.muted" pb="2" aria-label={label}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="medium">{title}</Text>
                  <Badge colorPalette={kind.statusColors[status]}>{kind.statusLabels[status]}</Badge>
                  <SyncBadge waiting={waiting.get(row.id)} />
                </Flex>
                {details}
                <Text fontSize="sm" color="fg.muted">
                  {kind.owner.label}: {ownerLabel(assignee.id, assignee.name)}
                </Text>
                {canWrite && (
                  <StatusUpdate
                    subject={subject}
                    options={kind.nextStatuses(status)}
                    labels={kind.statusLabels}
                    onSave={(next) => kind.saveStatus(admin, row, next)}
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
