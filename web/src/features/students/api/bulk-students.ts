import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentBulkAnswer, StudentBulkInput } from '@contract/student-bulk';
import { apiRequest } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';
import { bulkBatches, mergeBulkAnswers } from '../bulk-result';

/**
 * POST /api/admin/students/bulk: one change to many students, answered per student; a selection larger than one
 * request may hold goes in several, one after another. Online only, never queued.
 */
export async function postStudentsBulk(input: StudentBulkInput): Promise<StudentBulkAnswer> {
  const answers: StudentBulkAnswer[] = [];
  for (const batch of bulkBatches(input)) answers.push(await apiRequest<StudentBulkAnswer>('POST', `${CRM_URLS.students}/bulk`, batch));
  return mergeBulkAnswers(answers);
}

/** A bulk change; the lists (and the pages of the students it changed) load again whatever the answer. */
export function useStudentsBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStudentsBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CRM_URLS.students] }),
  });
}
