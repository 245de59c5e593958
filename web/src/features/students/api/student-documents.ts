import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentChecklist, ReviewDocument } from '@contract/documents';
import { apiRequest, getQueryFn } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';

const documentsKey = (studentId: string) => [CRM_URLS.students, studentId, 'documents'];

/** The student's document checklist (docs/PRODUCT.md §2.7.2); it needs the server, it is not kept offline. */
export function useStudentDocuments(studentId: string) {
  return useQuery({ queryKey: documentsKey(studentId), queryFn: getQueryFn<DocumentChecklist>({ on401: 'throw' }) });
}

/** Verify or reject one document; the answer is the checklist after it, and the timeline gains the entry. */
export function useReviewDocument(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReviewDocument }) =>
      apiRequest<DocumentChecklist>('PATCH', `/api/admin/documents/${id}`, review),
    onSuccess: (checklist) => {
      queryClient.setQueryData(documentsKey(studentId), checklist);
      void queryClient.invalidateQueries({ queryKey: [CRM_URLS.students, studentId, 'activity'] });
    },
  });
}
