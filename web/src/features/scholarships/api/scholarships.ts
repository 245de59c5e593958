import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminScholarship, Page, ScholarshipCreateInput, ScholarshipPatchInput } from '@contract';
import { apiRequest } from '../../../lib/api-client';

// Mission Control's scholarships (docs/PRODUCT.md §3.14): online only, like the other settings of the public site.

const SCHOLARSHIPS = '/api/admin/scholarships';

export const useAdminScholarships = (filter: { search: string; archived: boolean }) =>
  useQuery({
    queryKey: [SCHOLARSHIPS, filter],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filter.search.trim()) params.set('search', filter.search.trim());
      if (filter.archived) params.set('archived', 'true');
      return apiRequest<Page<AdminScholarship>>('GET', `${SCHOLARSHIPS}?${params}`, undefined, signal);
    },
    placeholderData: (previous) => previous,
  });

export const useAdminScholarship = (id: string | undefined) =>
  useQuery({
    queryKey: [SCHOLARSHIPS, id],
    queryFn: ({ signal }) => apiRequest<AdminScholarship>('GET', `${SCHOLARSHIPS}/${id}`, undefined, signal),
    enabled: id !== undefined,
  });

export function useSaveScholarship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: ScholarshipCreateInput } | { id: number; patch: ScholarshipPatchInput }) =>
      'create' in input
        ? apiRequest<AdminScholarship>('POST', SCHOLARSHIPS, input.create)
        : apiRequest<AdminScholarship>('PATCH', `${SCHOLARSHIPS}/${input.id}`, input.patch),
    onSuccess: (scholarship) => {
      queryClient.setQueryData([SCHOLARSHIPS, String(scholarship.id)], scholarship);
      void queryClient.invalidateQueries({ queryKey: [SCHOLARSHIPS], exact: false, predicate: (q) => typeof q.queryKey[1] !== 'string' });
      // The public list, should this browser show it next.
      void queryClient.invalidateQueries({ queryKey: ['/api/scholarships'] });
    },
  });
}
