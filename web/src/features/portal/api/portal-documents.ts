import { useQuery } from '@tanstack/react-query';
import type { DocumentChecklist } from '@contract/documents';
import { getQueryFn } from '../../../lib/api-client';

export const PORTAL_DOCUMENTS_KEY = ['/api/portal/documents'] as const;

/** The signed-in student's checklist (docs/PRODUCT.md §2.7.2). */
export function usePortalDocuments() {
  return useQuery({ queryKey: PORTAL_DOCUMENTS_KEY, queryFn: getQueryFn<DocumentChecklist>({ on401: 'throw' }) });
}
