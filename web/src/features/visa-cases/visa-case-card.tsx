import { Stack, Text } from '@chakra-ui/react';
import { CalendarClock, CalendarPlus, UserCheck, UserX } from 'lucide-react';
import { nextVisaStatuses } from '@contract/transitions';
import { CardLine, CaseCard, type CaseCardProps } from '../../components/admin/case-card';
import { RequirementList } from '../../components/admin/more-list';
import { updateVisaCase } from '../../lib/offline/crm-writes';
import { VISA_STATUS_COLORS, VISA_STATUS_LABELS } from '../../lib/crm-labels';
import { caseNumber, formatDate } from '../../lib/format';

/** One visa case (SPEC section 2): its details are on its student's page. */
export function VisaCaseCard({ record: visaCase, waiting, owner, canWrite }: CaseCardProps<'visa-cases'>) {
  const name = visaCase.studentName?.trim() || 'Unknown Student';
  const number = caseNumber(visaCase.id);
  const subtitle = (
    <>
      {visaCase.visaType} · <Text as="span" fontFamily="mono">{number}</Text>
    </>
  );
  return (
    <CaseCard
      label={`${name}, ${number}`}
      head={{ name, subtitle, waiting }}
      status={{ value: visaCase.status, labels: VISA_STATUS_LABELS, colors: VISA_STATUS_COLORS }}
      update={canWrite ? { options: nextVisaStatuses(visaCase.status), save: (status) => updateVisaCase(owner, visaCase, { status }) } : undefined}
      subject={number}
      studentId={visaCase.studentId}
    >
      <Stack gap="1" fontSize="sm">
        <CardLine icon={CalendarPlus}>Created {formatDate(visaCase.createdAt)}</CardLine>
        {visaCase.appointmentDate && <CardLine icon={CalendarClock}>Interview {formatDate(visaCase.appointmentDate)}</CardLine>}
        <CardLine icon={visaCase.assignedOfficer ? UserCheck : UserX}>Officer: {visaCase.assignedOfficer ? 'Assigned' : 'Unassigned'}</CardLine>
      </Stack>
      <RequirementList requirements={visaCase.requirements} />
    </CaseCard>
  );
}
