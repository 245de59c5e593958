import { Box, Button, Card, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Eye, UserCheck, UserRound, UserX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CaseEntity, CaseKind, CaseRow, CaseStatus } from './api/case-records';
import type { Writer } from '../../lib/offline/crm-writes';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { ownerLabel } from '../../lib/owner-name';
import { CardHeading } from '../../components/admin/card-heading';
import { OwnerUpdate } from '../../components/admin/owner-update';
import { StatusUpdate } from '../../components/admin/status-update';
import { SyncBadge } from '../../components/admin/sync-badge';

/** What the list page gives each feature's card component. */
export type CaseCardProps<E extends CaseEntity> = { record: CaseRow<E>; waiting?: WaitingRow; owner: Writer; canWrite: boolean };

type Props<E extends CaseEntity> = CaseCardProps<E> & {
  kind: CaseKind<E>;
  /** The card's accessible name. */
  label: string;
  /** The student's name, the card's heading, and one line under it on what the case is. */
  name: string;
  subtitle: ReactNode;
  /** Whose case the buttons act on, in their accessible names ("View Details of Case #A1B2C3"). */
  subject: string;
  /** The case's lines between the head and the buttons. */
  children: ReactNode;
  /** Buttons after Update Status. */
  actions?: ReactNode;
};

/**
 * An application or visa-case card: the student, the status badge, what the case is and its sync state; who works
 * it, by name; its lines; View Details (the record's own page, as the heading's link), the student's page, Update
 * Status and Change owner.
 */
export function CaseCard<E extends CaseEntity>(props: Props<E>) {
  const { kind, record, waiting, owner, canWrite, label, name, subtitle, subject, children, actions } = props;
  // TypeScript reads a generic row's status as every kind's; it is this kind's.
  const status = record.status as CaseStatus<E>;
  const assignee = kind.owner.of(record);
  // Widened to the union, so the links below are one of the two typed routes.
  const entity: CaseEntity = kind.entity;
  const recordPage = { to: `/admin/${entity}/$id`, params: { id: record.id } } as const;
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={label}>
      <Card.Header gap="1">
        <CardHeading
          name={
            <ChakraLink asChild color="inherit">
              <Link {...recordPage}>{name}</Link>
            </ChakraLink>
          }
          badge={{ label: kind.statusLabels[status], palette: kind.statusColors[status], variant: 'surface' }}
        />
        <Text fontSize="sm" color="fg.muted">
          {subtitle}
        </Text>
        <SyncBadge waiting={waiting} />
      </Card.Header>
      <Card.Body gap="3">
        <Box fontSize="sm">
          <CardLine icon={assignee.id ? UserCheck : UserX}>
            {kind.owner.label}: {ownerLabel(assignee.id, assignee.name)}
          </CardLine>
        </Box>
        {children}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild size="xs" variant="outline">
          <Link {...recordPage} aria-label={`View Details of ${subject}`}>
            <Eye /> View Details
          </Link>
        </Button>
        <Button asChild size="xs" variant="ghost">
          <Link to="/admin/students/$id" params={{ id: record.studentId }} aria-label={`Student profile of ${name}`}>
            <UserRound /> Student
          </Link>
        </Button>
        {canWrite && (
          <StatusUpdate
            subject={subject}
            options={kind.nextStatuses(status)}
            labels={kind.statusLabels}
            onSave={(next) => kind.saveStatus(owner, record, next)}
          />
        )}
        {canWrite && (
          <OwnerUpdate work={kind.owner.work} subject={subject} current={assignee} onSave={(id, ownerName) => kind.owner.save(owner, record, id, ownerName)} />
        )}
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}

/** A muted line of a card with its icon: a date, the officer. */
export function CardLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <Flex align="center" gap="1.5" color="fg.muted">
      <Icon size={14} aria-hidden />
      {children}
    </Flex>
  );
}
