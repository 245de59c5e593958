// The columns of GET /api/admin/visa-cases/export.csv (streamed by case-records/export.ts), each named by the
// read-table field it shows, so a role gets only the columns it reads (exports/columns.ts).
import type { VisaCase } from '@contract';
import type { ExportColumn } from '../exports/columns';

export const VISA_CASE_EXPORT_COLUMNS: ExportColumn<'visa-cases', VisaCase>[] = [
  { field: null, header: 'id', value: (v) => v.id },
  { field: null, header: 'studentId', value: (v) => v.studentId },
  { field: 'studentName', header: 'studentName', value: (v) => v.studentName },
  { field: 'visaType', header: 'visaType', value: (v) => v.visaType },
  { field: 'status', header: 'status', value: (v) => v.status },
  { field: 'appointmentDate', header: 'appointmentDate', value: (v) => v.appointmentDate },
  { field: 'requirements', header: 'requirements', value: (v) => v.requirements },
  { field: 'officerName', header: 'officer', value: (v) => v.officerName },
  { field: null, header: 'createdAt', value: (v) => v.createdAt },
  { field: null, header: 'updatedAt', value: (v) => v.updatedAt },
];
