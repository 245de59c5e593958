import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Activity, CalendarCheck, CalendarClock, CalendarPlus, DollarSign } from 'lucide-react';
import { nextApplicationStatuses } from '@contract/transitions';
import { CardLine, CaseCard, type CaseCardProps } from '../../components/admin/case-card';
import { RequirementList } from '../../components/admin/more-list';
import { updateApplication } from '../../lib/offline/crm-writes';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS, feeStatusColor } from '../../lib/crm-labels';
import { formatDate, formatDollars } from '../../lib/format';

/** One application (SPEC section 2): its details and progress are on its student's page. */
export function ApplicationCard({ record: a, waiting, owner, canWrite }: CaseCardProps<'applications'>) {
  const name = a.studentName?.trim() || 'Unknown Student';
  const university = a.universityName?.trim() || 'Unknown University';
  return (
    <CaseCard
      label={`${name}: ${a.program}`}
      head={{ name, subtitle: `${a.program} at ${university}`, waiting }}
      status={{ value: a.status, labels: APPLICATION_STATUS_LABELS, colors: APPLICATION_STATUS_COLORS }}
      update={canWrite ? { options: nextApplicationStatuses(a.status), save: (status) => updateApplication(owner, a, { status }) } : undefined}
      subject={`${name}'s application`}
      studentId={a.studentId}
      actions={
        <Button asChild size="xs" variant="ghost">
          <Link to="/admin/students/$id" params={{ id: a.studentId }} aria-label={`Track Progress of ${name}'s application`}>
            <Activity /> Track Progress
          </Link>
        </Button>
      }
    >
      <Stack gap="1" fontSize="sm">
        <CardLine icon={CalendarPlus}>Applied {formatDate(a.applicationDate)}</CardLine>
        {a.deadlineDate && <CardLine icon={CalendarClock}>Deadline {formatDate(a.deadlineDate)}</CardLine>}
        {a.decisionDate && <CardLine icon={CalendarCheck}>Decision {formatDate(a.decisionDate)}</CardLine>}
      </Stack>
      <RequirementList requirements={a.requirements} />
      <Flex align="center" gap="2" fontSize="sm">
        <DollarSign size={14} aria-hidden />
        <Text>Fee: {a.applicationFee === null || a.applicationFee === undefined ? 'Not specified' : formatDollars(a.applicationFee)}</Text>
        {a.feeStatus && (
          <Badge colorPalette={feeStatusColor(a.feeStatus)} variant="subtle" textTransform="capitalize">
            {a.feeStatus}
          </Badge>
        )}
      </Flex>
    </CaseCard>
  );
}
