import { Text } from '@chakra-ui/react';
import type { Application } from '@contract';
import { commonCaseColumns, type CaseColumn, CASE_KINDS } from '../case-records';
import { formatDate } from '../../lib/format';

const { student, status, owner } = commonCaseColumns(CASE_KINDS.applications);
const date = (value: string | null) => (value ? formatDate(value) : '—');

/** The applications table's columns (issue 32 item 1); every sortable header is an order the server pages by. */
export const APPLICATION_COLUMNS: CaseColumn<'applications'>[] = [
  student,
  {
    id: 'program',
    header: 'Programme',
    cell: (a: Application) => (
      <Text truncate title={a.program}>
        {a.program}
      </Text>
    ),
  },
  {
    id: 'university',
    header: 'University',
    sort: 'university',
    cell: (a: Application) => (
      <Text truncate title={a.universityName ?? undefined}>
        {a.universityName?.trim() || 'Unknown University'}
      </Text>
    ),
  },
  status,
  { id: 'applied', header: 'Applied', sort: 'applied', descFirst: true, width: '7.5rem', cell: (a: Application) => date(a.applicationDate) },
  { id: 'deadline', header: 'Deadline', sort: 'deadline', width: '7.5rem', cell: (a: Application) => date(a.deadlineDate) },
  owner,
  { id: 'updated', header: 'Updated', sort: 'updatedAt', descFirst: true, width: '7.5rem', cell: (a: Application) => date(a.updatedAt) },
];
