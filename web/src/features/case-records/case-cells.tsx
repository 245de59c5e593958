import { Badge, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { CaseEntity, CaseKind, CaseRow, CaseStatus } from './api/case-records';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { ownerLabel } from '../../lib/owner-name';
import type { CaseColumn } from './case-table';
import { SyncBadge } from '../../components/admin/sync-badge';

/** The columns every case table has: the student (the record's page), its status and who works it. */
export function commonCaseColumns<E extends CaseEntity>(kind: CaseKind<E>) {
  const entity: CaseEntity = kind.entity;
  const student: CaseColumn<E> = {
    id: 'student',
    header: 'Student',
    sort: 'student',
    cell: (r: CaseRow<E>, waiting: WaitingRow | undefined) => (
      <Flex align="center" gap="2" minW="0">
        <ChakraLink asChild fontWeight="medium" color="fg" truncate display="block" minH="6">
          <Link to={`/admin/${entity}/$id`} params={{ id: r.id }}>
            {r.studentName?.trim() || 'Unknown Student'}
          </Link>
        </ChakraLink>
        <SyncBadge waiting={waiting} />
      </Flex>
    ),
  };
  const status: CaseColumn<E> = {
    id: 'status',
    header: 'Status',
    sort: 'status',
    width: '10rem',
    cell: (r: CaseRow<E>) => {
      const s = r.status as CaseStatus<E>;
      return (
        <Badge colorPalette={kind.statusColors[s]} variant="surface" size="sm" maxW="full">
          <Text as="span" truncate title={kind.statusLabels[s]}>
            {kind.statusLabels[s]}
          </Text>
        </Badge>
      );
    },
  };
  const owner: CaseColumn<E> = {
    id: 'owner',
    header: kind.owner.label,
    width: '8.5rem',
    cell: (r: CaseRow<E>) => {
      const { id, name } = kind.owner.of(r);
      const label = ownerLabel(id, name);
      return (
        <Text truncate title={label} color={id ? undefined : 'fg.muted'}>
          {label}
        </Text>
      );
    },
  };
  return { student, status, owner };
}
