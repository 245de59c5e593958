import { Stack, Text } from '@chakra-ui/react';
import { CalendarClock, CalendarPlus } from 'lucide-react';
import { CardLine, CaseCard, type CaseCardProps, CASE_KINDS } from '../case-records';
import { RequirementList } from '../../components/admin/more-list';
import { caseNumber, formatDate } from '../../lib/format';

/** One visa case (docs/PRODUCT.md §3.8): its own page has its details and history. */
export function VisaCaseCard(props: CaseCardProps<'visa-cases'>) {
  const visaCase = props.record;
  const name = visaCase.studentName?.trim() || 'Unknown Student';
  const number = caseNumber(visaCase.id);
  const subtitle = (
    <>
      {visaCase.visaType} · <Text as="span" fontFamily="mono">{number}</Text>
    </>
  );
  return (
    <CaseCard {...props} kind={CASE_KINDS['visa-cases']} label={`${name}, ${number}`} name={name} subtitle={subtitle} subject={number}>
      <Stack gap="1" fontSize="sm">
        <CardLine icon={CalendarPlus}>Created {formatDate(visaCase.createdAt)}</CardLine>
        {visaCase.appointmentDate && <CardLine icon={CalendarClock}>Interview {formatDate(visaCase.appointmentDate)}</CardLine>}
      </Stack>
      <RequirementList requirements={visaCase.requirements} />
    </CaseCard>
  );
}
