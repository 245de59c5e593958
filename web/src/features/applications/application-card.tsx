import { Badge, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Activity, CalendarCheck, CalendarClock, CalendarPlus, DollarSign, Eye } from 'lucide-react';
import { nextApplicationStatuses } from '@contract/transitions';
import { CaseCardHeader } from '../../components/admin/case-card-header';
import type { CaseCardProps } from '../../components/admin/case-list-page';
import { RequirementList } from '../../components/admin/more-list';
import { StatusUpdate } from '../../components/admin/status-update';
import { updateApplication } from '../../lib/offline/crm-writes';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS, feeStatusColor } from '../../lib/crm-labels';
import { formatDate, formatDollars } from '../../lib/format';

function DateLine({ icon: Icon, label, value }: { icon: typeof CalendarPlus; label: string; value: string }) {
  return (
    <Flex align="center" gap="1.5" color="fg.muted">
      <Icon size={14} aria-hidden />
      {label} {formatDate(value)}
    </Flex>
  );
}


/** One application (SPEC section 2): its details and progress are on its student's page. */
export function ApplicationCard({ record: a, waiting, owner, canWrite }: CaseCardProps<'applications'>) {
  const name = a.studentName?.trim() || 'Unknown Student';
  const university = a.universityName?.trim() || 'Unknown University';
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={`${name}: ${a.program}`}>
      <CaseCardHeader
        name={name}
        status={{ label: APPLICATION_STATUS_LABELS[a.status], palette: APPLICATION_STATUS_COLORS[a.status] }}
        subtitle={`${a.program} at ${university}`}
        waiting={waiting}
      />
      <Card.Body gap="3">
        <Stack gap="1" fontSize="sm">
          <DateLine icon={CalendarPlus} label="Applied" value={a.applicationDate} />
          {a.deadlineDate && <DateLine icon={CalendarClock} label="Deadline" value={a.deadlineDate} />}
          {a.decisionDate && <DateLine icon={CalendarCheck} label="Decision" value={a.decisionDate} />}
        </Stack>
        <RequirementList requirements={a.requirements} />
        <Flex align="center" gap="2" fontSize="sm">
          <DollarSign size={14} aria-hidden />
          <Text>
            Fee: {a.applicationFee === null || a.applicationFee === undefined ? 'Not specified' : formatDollars(a.applicationFee)}
          </Text>
          {a.feeStatus && (
            <Badge colorPalette={feeStatusColor(a.feeStatus)} variant="subtle" textTransform="capitalize">
              {a.feeStatus}
            </Badge>
          )}
        </Flex>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild size="xs" variant="outline">
          <Link to="/admin/students/$id" params={{ id: a.studentId }} aria-label={`View Details of ${name}'s application`}>
            <Eye /> View Details
          </Link>
        </Button>
        {canWrite && (
          <StatusUpdate
            subject={`${name}'s application`}
            options={nextApplicationStatuses(a.status)}
            labels={APPLICATION_STATUS_LABELS}
            onSave={(status) => updateApplication(owner, a, { status })}
          />
        )}
        <Button asChild size="xs" variant="ghost">
          <Link to="/admin/students/$id" params={{ id: a.studentId }} aria-label={`Track Progress of ${name}'s application`}>
            <Activity /> Track Progress
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
