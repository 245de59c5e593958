import { getRouteApi } from '@tanstack/react-router';
import { CaseRecordPage, CASE_KINDS } from '../case-records';
import { DeadlineAlarm } from '../../components/admin/deadline-alarm';
import { formatDate, formatDollars } from '../../lib/format';
import { ownerLabel } from '../../lib/owner-name';

const route = getRouteApi('/mission-control/signed-in/admin/applications/$id');

/** /admin/applications/$id: one application, its deadline, decision, owner, fee (for who reads it) and history. */
export function ApplicationDetailPage() {
  const { id } = route.useParams();
  return (
    <CaseRecordPage
      kind={CASE_KINDS.applications}
      id={id}
      title={(a) => `${a.program} at ${a.universityName?.trim() || 'Unknown University'}`}
      alert={(a) => <DeadlineAlarm application={a} />}
      fields={(a) => [
        { label: 'Student', value: a.studentName?.trim() || 'Unknown Student' },
        { label: 'University', value: a.universityName?.trim() || 'Unknown University' },
        { label: 'Programme', value: a.program },
        { label: 'Applied', value: formatDate(a.applicationDate) },
        { label: 'Deadline', value: a.deadlineDate ? formatDate(a.deadlineDate) : 'None set' },
        { label: 'Decision', value: a.decisionDate ? formatDate(a.decisionDate) : 'Not yet' },
        { label: 'Owner', value: ownerLabel(a.assignedOwner, a.ownerName) },
        { label: 'Requirements', value: a.requirements.length > 0 ? a.requirements.join(', ') : 'None listed' },
        // The fee reaches only roles with revenue:read (contract/read-scopes.ts): for the others it is absent.
        ...('applicationFee' in a
          ? [{ label: 'Fee', value: `${a.applicationFee == null ? 'Not specified' : formatDollars(a.applicationFee)}${a.feeStatus ? ` (${a.feeStatus})` : ''}` }]
          : []),
      ]}
    />
  );
}
