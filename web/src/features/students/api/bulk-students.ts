import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';
import type { StudentsBulkAnswer, StudentsBulkInput } from '../bulk-result';

/** POST /api/admin/students/bulk: one change to many students, answered per student. Online only, never queued. */
export function postStudentsBulk(input: StudentsBulkInput): Promise<StudentsBulkAnswer> {
  return apiRequest<StudentsBulkAnswer>('POST', `${CRM_URLS.students}/bulk`, input);
}

/** A bulk change; the lists (and the pages of the students it changed) load again whatever the answer. */
export function useStudentsBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStudentsBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CRM_URLS.students] }),
  });
}
