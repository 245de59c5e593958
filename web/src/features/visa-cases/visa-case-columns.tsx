import { Text } from '@chakra-ui/react';
import type { VisaCase } from '@contract';
import { commonCaseColumns, type CaseColumn, CASE_KINDS } from '../case-records';
import { caseNumber, formatDate } from '../../lib/format';

const { student, status, owner } = commonCaseColumns(CASE_KINDS['visa-cases']);
const date = (value: string | null) => (value ? formatDate(value) : '—');

/** The visa cases table's columns (issue 32 item 1); every sortable header is an order the server pages by. */
export const VISA_CASE_COLUMNS: CaseColumn<'visa-cases'>[] = [
  student,
  { id: 'case', header: 'Case', width: '8rem', cell: (v: VisaCase) => <Text fontFamily="mono">{caseNumber(v.id)}</Text> },
  {
    id: 'visaType',
    header: 'Visa type',
    sort: 'visaType',
    cell: (v: VisaCase) => (
      <Text truncate title={v.visaType}>
        {v.visaType}
      </Text>
    ),
  },
  status,
  { id: 'appointment', header: 'Interview', sort: 'appointment', width: '8rem', cell: (v: VisaCase) => date(v.appointmentDate) },
  owner,
  { id: 'created', header: 'Created', sort: 'created', descFirst: true, width: '7.5rem', cell: (v: VisaCase) => date(v.createdAt) },
];
