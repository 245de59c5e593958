import { Badge, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Eye, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CaseEntity, CaseRow } from '../../lib/case-records';
import type { Palette } from '../../lib/crm-labels';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { StatusUpdate } from './status-update';
import { SyncBadge } from './sync-badge';

/** What the list page gives each feature's card component. */
export type CaseCardProps<E extends CaseEntity> = { record: CaseRow<E>; waiting?: WaitingRow; owner: string; canWrite: boolean };

type Props<S extends string> = {
  /** The card's accessible name. */
  label: string;
  /** The student's name, the card's heading, and one line under it on what the case is. */
  head: { name: string; subtitle: ReactNode; waiting?: WaitingRow };
  status: { value: S; labels: Record<S, string>; colors: Record<S, Palette> };
  /** Where the role may write: the states the contract allows next, and how to save one. */
  update?: { options: readonly S[]; save: (next: S) => Promise<unknown> };
  /** Whose case the buttons act on, in their accessible names ("View Details of Case #A1B2C3"). */
  subject: string;
  studentId: string;
  /** The case's lines between the head and the buttons. */
  children: ReactNode;
  /** Buttons after Update Status. */
  actions?: ReactNode;
};

/**
 * An application or visa-case card: the student, the status badge, what the case is and its sync state; its lines;
 * View Details (its student's page) and Update Status.
 */
export function CaseCard<S extends string>({ label, head, status, update, subject, studentId, children, actions }: Props<S>) {
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={label}>
      <Card.Header gap="1">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Heading as="h2" size="md" lineClamp={1}>
            {head.name}
          </Heading>
          <Badge colorPalette={status.colors[status.value]} variant="surface" flexShrink={0}>
            {status.labels[status.value]}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {head.subtitle}
        </Text>
        <SyncBadge waiting={head.waiting} />
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild size="xs" variant="outline">
          <Link to="/admin/students/$id" params={{ id: studentId }} aria-label={`View Details of ${subject}`}>
            <Eye /> View Details
          </Link>
        </Button>
        {update && <StatusUpdate subject={subject} options={update.options} labels={status.labels} onSave={update.save} />}
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
