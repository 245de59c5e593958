import { queryOptions } from '@tanstack/react-query';
import type { Application, StudentPage, Student, VisaCase } from '@contract';
import { localToday } from '@contract/deadlines';
import { can } from '@contract/permissions';
import { searchesContact } from '@contract/read-scopes';
import type { AdminUser } from '@contract';
import { apiRequest } from '../../lib/api-client';
import { caseListParams, type CasePage } from '../../features/case-records/api/case-records';
import { CRM_URLS } from '../../lib/crm-urls';
import { offlineApplicationPage, offlineVisaCasePage } from '../../lib/offline/offline-case-reads';
import { offlineStudentPage, withOfflineFallback } from '../../lib/offline/offline-reads';

/** How many of each kind the search shows. */
export const GLOBAL_SEARCH_LIMIT = 5;

export type GlobalSearchAnswer = { students: Student[]; applications: Application[]; visaCases: VisaCase[] };

/** A list's first page for the search (the list's own endpoint, so its read rules and row scope apply), or offline the device's copy. */
function firstPage<T>(url: string, search: string, offline: () => Promise<{ items: T[] }>, signal?: AbortSignal): Promise<T[]> {
  const params = caseListParams({ search, limit: GLOBAL_SEARCH_LIMIT }, null);
  return withOfflineFallback(
    () => apiRequest<{ items: T[] }>('GET', `${url}?${params}`, undefined, signal),
    offline,
  ).then((page) => page.items.slice(0, GLOBAL_SEARCH_LIMIT));
}

/**
 * The global search (issue 32 item 2): students (name, field, city, tags, and e-mail and phone digits where the
 * role reads them), applications (student, programme, university) and visa cases (student, visa type), each through
 * its list's search; the kinds the role may not read are left out. With no network the offline copy answers.
 */
export function globalSearchQueryOptions(search: string, admin: Pick<AdminUser, 'id' | 'role'>) {
  const viewer = { id: admin.id, contact: searchesContact(admin.role) };
  const context = { me: admin.id, today: localToday() };
  const none = Promise.resolve([]);
  return queryOptions({
    queryKey: ['global-search', search, admin.id],
    queryFn: async ({ signal }): Promise<GlobalSearchAnswer> => {
      const [students, applications, visaCases] = await Promise.all([
        can(admin.role, 'students:read')
          ? firstPage<Student>(CRM_URLS.students, search, () => offlineStudentPage({ search }, viewer, null, GLOBAL_SEARCH_LIMIT) as Promise<StudentPage>, signal)
          : none,
        can(admin.role, 'applications:read')
          ? firstPage<Application>(CRM_URLS.applications, search, () => offlineApplicationPage({ search }, context, null, GLOBAL_SEARCH_LIMIT) as Promise<CasePage<'applications'>>, signal)
          : none,
        can(admin.role, 'visas:read')
          ? firstPage<VisaCase>(CRM_URLS['visa-cases'], search, () => offlineVisaCasePage({ search }, context, null, GLOBAL_SEARCH_LIMIT) as Promise<CasePage<'visa-cases'>>, signal)
          : none,
      ]);
      return { students, applications, visaCases };
    },
    enabled: search.trim().length > 0,
    networkMode: 'always',
    staleTime: 10_000,
  });
}
