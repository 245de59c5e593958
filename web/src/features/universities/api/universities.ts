import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProgramme,
  AdminUniversity,
  AdminUniversityDetail,
  Page,
  ProgrammeCreateInput,
  ProgrammeLevel,
  ProgrammePatchInput,
  UniversityCreateInput,
  UniversityPatchInput,
} from '@contract';
import { apiRequest } from '../../../lib/api-client';

// Universities and programmes in Mission Control (docs/PRODUCT.md §3.15): online only, like the other public content.

const UNIVERSITIES = '/api/admin/universities';
const PROGRAMMES = '/api/admin/programs';
/** The list's key: apart from the { id, name } options the application form keeps under UNIVERSITIES alone. */
const LIST = 'university-admin';

export type ArchivedFilter = '' | 'false' | 'true';

const paramsOf = (filter: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && String(value).trim()) params.set(key, String(value).trim());
  return params;
};

export const useAdminUniversities = (filter: { search: string; archived: ArchivedFilter }) =>
  useQuery({
    queryKey: [LIST, 'universities', filter],
    queryFn: ({ signal }) => apiRequest<Page<AdminUniversity>>('GET', `${UNIVERSITIES}?${paramsOf({ view: 'list', ...filter })}`, undefined, signal),
    placeholderData: (previous) => previous,
  });

export const useAdminUniversity = (id: string | undefined) =>
  useQuery({
    queryKey: [LIST, 'university', id],
    queryFn: ({ signal }) => apiRequest<AdminUniversityDetail>('GET', `${UNIVERSITIES}/${id}`, undefined, signal),
    enabled: id !== undefined,
  });

export const useAdminProgrammes = (filter: { search: string; level: ProgrammeLevel | ''; archived: ArchivedFilter }) =>
  useQuery({
    queryKey: [LIST, 'programmes', filter],
    queryFn: ({ signal }) => apiRequest<Page<AdminProgramme>>('GET', `${PROGRAMMES}?${paramsOf(filter)}`, undefined, signal),
    placeholderData: (previous) => previous,
  });

/** After a write: the lists and the university's page read again, and the application form's options too. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [LIST] });
    void queryClient.invalidateQueries({ queryKey: [UNIVERSITIES] });
  };
}

export function useSaveUniversity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { create: UniversityCreateInput } | { id: number; patch: UniversityPatchInput }) =>
      'create' in input ? apiRequest<AdminUniversity>('POST', UNIVERSITIES, input.create) : apiRequest<AdminUniversity>('PATCH', `${UNIVERSITIES}/${input.id}`, input.patch),
    onSuccess: refresh,
  });
}

export function useSaveProgramme() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { create: ProgrammeCreateInput } | { id: number; patch: ProgrammePatchInput }) =>
      'create' in input ? apiRequest<AdminProgramme>('POST', PROGRAMMES, input.create) : apiRequest<AdminProgramme>('PATCH', `${PROGRAMMES}/${input.id}`, input.patch),
    onSuccess: refresh,
  });
}
