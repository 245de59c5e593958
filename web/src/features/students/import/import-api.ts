import type { ImportMapping, StudentImportAnswer } from '@contract/student-import';
import { ApiError } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';

/** POST /api/admin/students/import: the file as text/csv, the mapping as JSON in the query (docs/PRODUCT.md §3.20). */
export async function postStudentImport(csv: string, mapping: ImportMapping, dryRun: boolean): Promise<StudentImportAnswer> {
  const params = new URLSearchParams({ dryRun: String(dryRun), mapping: JSON.stringify(mapping) });
  const res = await fetch(`${CRM_URLS.students}/import?${params.toString()}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'text/csv' },
    body: csv,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return JSON.parse(text) as StudentImportAnswer;
}
