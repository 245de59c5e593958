import { getRouteApi } from '@tanstack/react-router';
import { CaseRecordPage, CASE_KINDS } from '../case-records';
import { caseNumber, formatDate } from '../../lib/format';
import { ownerLabel } from '../../lib/owner-name';

const route = getRouteApi('/mission-control/signed-in/admin/visa-cases/$id');

/** /admin/visa-cases/$id: one visa case, its appointment, officer, requirements and history. */
export function VisaCaseDetailPage() {
  const { id } = route.useParams();
  return (
    <CaseRecordPage
      kind={CASE_KINDS['visa-cases']}
      id={id}
      title={(v) => `${v.visaType} ${caseNumber(v.id)}`}
      fields={(v) => [
        { label: 'Student', value: v.studentName?.trim() || 'Unknown Student' },
        { label: 'Visa type', value: v.visaType },
        { label: 'Case number', value: caseNumber(v.id) },
        { label: 'Created', value: formatDate(v.createdAt) },
        { label: 'Interview', value: v.appointmentDate ? formatDate(v.appointmentDate) : 'Not scheduled' },
        { label: 'Officer', value: ownerLabel(v.assignedOfficer, v.officerName) },
        { label: 'Requirements', value: v.requirements.length > 0 ? v.requirements.join(', ') : 'None listed' },
      ]}
    />
  );
}
