import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, CalendarClock, CalendarPlus, DollarSign, History } from 'lucide-react';
import { CardLine, CaseCard, type CaseCardProps, HISTORY_HASH, CASE_KINDS } from '../case-records';
import { DeadlineAlarm } from '../../components/admin/deadline-alarm';
import { RequirementList } from '../../components/admin/more-list';
import { can } from '@contract/permissions';
import { feeStatusColor } from '../../lib/crm-labels';
import { formatDate, formatDollars } from '../../lib/format';
import { FeeUpdate } from './fee-update';

/** One application (docs/PRODUCT.md §3.7): its own page has its details and history; a deadline that shouts says so. */
export function ApplicationCard(props: CaseCardProps<'applications'>) {
  const a = props.record;
  const name = a.studentName?.trim() || 'Unknown Student';
  const university = a.universityName?.trim() || 'Unknown University';
  return (
    <CaseCard
      {...props}
      kind={CASE_KINDS.applications}
      label={`${name}: ${a.program}`}
      name={name}
      subtitle={`${a.program} at ${university}`}
      subject={`${name}'s application`}
      actions={
        <>
          {/* "Track Progress" (the spec's): the application's history, who moved it and when, on its own page. */}
          <Button asChild size="xs" variant="ghost">
            <Link to="/admin/applications/$id" params={{ id: a.id }} hash={HISTORY_HASH} aria-label={`Track Progress of ${name}'s application`}>
              <History /> Track Progress
            </Link>
          </Button>
          {can(props.owner.role, 'fees:write') && <FeeUpdate application={a} writer={props.owner} subject={`${name}'s application`} />}
        </>
      }
    >
      <DeadlineAlarm application={a} />
      <Stack gap="1" fontSize="sm">
        <CardLine icon={CalendarPlus}>Applied {formatDate(a.applicationDate)}</CardLine>
        {a.deadlineDate && <CardLine icon={CalendarClock}>Deadline {formatDate(a.deadlineDate)}</CardLine>}
        {a.decisionDate && <CardLine icon={CalendarCheck}>Decision {formatDate(a.decisionDate)}</CardLine>}
      </Stack>
      <RequirementList requirements={a.requirements} />
      {/* The fee reaches only roles with revenue:read (contract/read-scopes.ts): for the others it is absent. */}
      {'applicationFee' in a && (
        <Flex align="center" gap="2" fontSize="sm">
          <DollarSign size={14} aria-hidden />
          <Text>Fee: {a.applicationFee === null || a.applicationFee === undefined ? 'Not specified' : formatDollars(a.applicationFee)}</Text>
          {a.feeStatus && (
            <Badge colorPalette={feeStatusColor(a.feeStatus)} variant="subtle" textTransform="capitalize">
              {a.feeStatus}
            </Badge>
          )}
        </Flex>
      )}
    </CaseCard>
  );
}
