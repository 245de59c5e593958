// The columns of GET /api/admin/applications/export.csv (streamed by case-records/export.ts), each named by the
// read-table field it shows, so a role gets only the columns it reads (exports/columns.ts).
import type { Application } from '@contract';
import type { ExportColumn } from '../exports/columns';

export const APPLICATION_EXPORT_COLUMNS: ExportColumn<'applications', Application>[] = [
  { field: null, header: 'id', value: (a) => a.id },
  { field: null, header: 'studentId', value: (a) => a.studentId },
  { field: 'studentName', header: 'studentName', value: (a) => a.studentName },
  { field: 'universityName', header: 'university', value: (a) => a.universityName },
  { field: 'program', header: 'program', value: (a) => a.program },
  { field: 'status', header: 'status', value: (a) => a.status },
  { field: 'applicationDate', header: 'applicationDate', value: (a) => a.applicationDate },
  { field: 'deadlineDate', header: 'deadlineDate', value: (a) => a.deadlineDate },
  { field: 'decisionDate', header: 'decisionDate', value: (a) => a.decisionDate },
  { field: 'requirements', header: 'requirements', value: (a) => a.requirements },
  { field: 'applicationFee', header: 'applicationFee', value: (a) => a.applicationFee },
  { field: 'feeStatus', header: 'feeStatus', value: (a) => a.feeStatus },
  { field: 'ownerName', header: 'owner', value: (a) => a.ownerName },
  { field: null, header: 'createdAt', value: (a) => a.createdAt },
  { field: null, header: 'updatedAt', value: (a) => a.updatedAt },
];
