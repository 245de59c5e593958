import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Application, Page, VisaCase } from '@contract';
import type { Permission } from '@contract/permissions';
import { apiRequest } from './api-client';
import { CRM_URLS } from './crm-urls';
import { offlineApplicationPage, offlineVisaCasePage } from './offline/offline-case-reads';
import { withOfflineFallback } from './offline/offline-reads';

// Applications and visa cases are both "case records": a student's case with a status, requirements and a
// list page of cards. What the screens do alike lives here and in components/admin (case-list-page.tsx,
// new-case-record-page.tsx); each feature configures what differs.

type Rows = { applications: Application; 'visa-cases': VisaCase };
export type CaseEntity = keyof Rows;
export type CaseRow<E extends CaseEntity> = Rows[E];
/** A page of the list (ApplicationPage, VisaCasePage): the rows and the count per status. */
export type CasePage<E extends CaseEntity> = Page<CaseRow<E>> & { statusCounts: Partial<Record<CaseRow<E>['status'], number>> };

/** What a case record is called and who may write one. */
export type CaseKind<E extends CaseEntity> = {
  entity: E;
  /** Its name in titles and buttons ('Visa Case'), in running text ('visa case'), and plural ('visa cases'). */
  title: string;
  noun: string;
  plural: string;
  /** What a role needs to create or change one (opening its pages takes the routes' permission). */
  write: Permission;
};

const OFFLINE_PAGES: { [E in CaseEntity]: (cursor: string | null) => Promise<CasePage<E>> } = {
  applications: offlineApplicationPage,
  'visa-cases': offlineVisaCasePage,
};

/**
 * GET /api/admin/applications or /api/admin/visa-cases a page at a time, newest first, with the count per
 * status. With no network the offline copy answers in the same shape; 'always' runs the query instead of pausing.
 */
export function caseListQueryOptions<E extends CaseEntity>(entity: E) {
  const url = CRM_URLS[entity];
  return infiniteQueryOptions({
    queryKey: [url],
    queryFn: ({ pageParam, signal }) =>
      withOfflineFallback(
        () => apiRequest<CasePage<E>>('GET', pageParam ? `${url}?${new URLSearchParams({ cursor: pageParam })}` : url, undefined, signal),
        () => OFFLINE_PAGES[entity](pageParam),
      ),
    networkMode: 'always',
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
