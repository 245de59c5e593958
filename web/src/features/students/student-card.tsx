import { Badge, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Eye, Globe, MapPin, Pencil, Phone, UserCheck, UserX } from 'lucide-react';
import type { Student } from '@contract';
import { CardHeading } from '../../components/admin/card-heading';
import { TagList } from '../../components/admin/more-list';
import { SyncBadge } from '../../components/admin/sync-badge';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { PRIORITY_COLORS, PRIORITY_LABELS, STAGE_COLORS, STAGE_LABELS } from '../../lib/crm-labels';
import { formatDate } from '../../lib/format';
import { ownerLabel } from '../../lib/owner-name';

export function studentName(student: Student): string {
  return student.personalInfo?.name?.trim() || 'Unknown Student';
}

/** One student of the CRM list (docs/PRODUCT.md §3.4), marked while a change of it waits to sync. */
export function StudentCard({ student, waiting, canWrite }: { student: Student; waiting?: WaitingRow; canWrite: boolean }) {
  const name = studentName(student);
  const place = [student.fieldOfStudy, student.destinationCity].filter(Boolean).join(' · ');
  const { country, phone } = student.personalInfo;
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={name}>
      <Card.Header gap="1">
        <CardHeading name={name} badge={{ label: `${PRIORITY_LABELS[student.priority]} priority`, palette: PRIORITY_COLORS[student.priority], variant: 'subtle' }} />
        {place && (
          <Flex align="center" gap="1.5" color="fg.muted" fontSize="sm">
            <MapPin size={14} aria-hidden />
            <Text lineClamp={1}>{place}</Text>
          </Flex>
        )}
        {(country || phone) && (
          <Flex gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
            {country && (
              <Flex align="center" gap="1.5">
                <Globe size={14} aria-hidden />
                <Text>{country}</Text>
              </Flex>
            )}
            {phone && (
              <Flex align="center" gap="1.5">
                <Phone size={14} aria-hidden />
                <Text>{phone}</Text>
              </Flex>
            )}
          </Flex>
        )}
      </Card.Header>
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={STAGE_COLORS[student.stage]} variant="surface">
            {STAGE_LABELS[student.stage]}
          </Badge>
          <SyncBadge waiting={waiting} />
          <Flex align="center" gap="1" fontSize="sm" color="fg.muted">
            {student.assignedCounselor ? <UserCheck size={14} aria-hidden /> : <UserX size={14} aria-hidden />}
            Counselor: {ownerLabel(student.assignedCounselor, student.ownerName)}
          </Flex>
        </HStack>
        <TagList tags={student.tags} />
        <Stack gap="0" fontSize="xs" color="fg.muted">
          <Text>Added {formatDate(student.createdAt)}</Text>
          <Text>Updated {formatDate(student.updatedAt)}</Text>
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button asChild size="xs" variant="outline">
          <Link to="/admin/students/$id" params={{ id: student.id }} aria-label={`View ${name}`}>
            <Eye /> View
          </Link>
        </Button>
        {canWrite && (
          <Button asChild size="xs" variant="ghost">
            <Link to="/admin/students/$id" params={{ id: student.id }} search={{ edit: true }} aria-label={`Edit ${name}`}>
              <Pencil /> Edit
            </Link>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
