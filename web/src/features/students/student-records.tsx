import { Text } from '@chakra-ui/react';
import type { Application, VisaCase } from '@contract/crm';
import { StudentCaseSection, CASE_KINDS } from '../case-records';
import { caseNumber, formatDate } from '../../lib/format';

/** `readAt`: when the student page read the rows (answers after it are laid over them). */
type Props<T> = { studentId: string; rows: T[] | null; readAt: number };

/** The student's applications: programme and university, status, and when they applied. */
export function StudentApplications(props: Props<Application>) {
  return (
    <StudentCaseSection
      {...props}
      kind={CASE_KINDS.applications}
      item={(a) => {
        const name = `${a.program} at ${a.universityName ?? 'Unknown University'}`;
        const applied = (
          <Text fontSize="sm" color="fg.muted">
            Applied {formatDate(a.applicationDate)}
          </Text>
        );
        return { label: name, title: name, details: applied, subject: `the ${a.program} application` };
      }}
    />
  );
}

/** The student's visa cases: type and case number, and status. */
export function StudentVisaCases(props: Props<VisaCase>) {
  return (
    <StudentCaseSection
      {...props}
      kind={CASE_KINDS['visa-cases']}
      item={(v) => ({ label: `${v.visaType}, ${caseNumber(v.id)}`, title: `${v.visaType} · ${caseNumber(v.id)}`, subject: `visa case ${caseNumber(v.id)}` })}
    />
  );
}
