import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { FilePlus2, Plane, type LucideIcon } from 'lucide-react';
import type { ActivityPage, Application, Page, VisaCase } from '@contract';
import type { AssignedWork } from '@contract/assignments';
import type { ApplicationFilter, ListContext, VisaCaseFilter } from '@contract/case-filter';
import type { Permission } from '@contract/permissions';
import { nextApplicationStatuses, nextVisaStatuses } from '@contract/transitions';
import { ApiError, apiRequest } from '../../../lib/api-client';
import {
  APPLICATION_STATUS_COLORS,
  APPLICATION_STATUS_LABELS,
  VISA_STATUS_COLORS,
  VISA_STATUS_LABELS,
  type Palette,
} from '../../../lib/crm-labels';
import { CRM_URLS } from '../../../lib/crm-urls';
import { offlineApplicationPage, offlineCaseRecord, offlineVisaCasePage } from '../../../lib/offline/offline-case-reads';
import { updateApplication, updateVisaCase, type Writer } from '../../../lib/offline/crm-writes';
import { isNetworkFailure, NotAvailableOfflineError, withOfflineFallback } from '../../../lib/offline/offline-reads';

// Applications and visa cases are both "case records": a student's case with a status, requirements, a list
// page of cards and a section on the student's page. The screens treat them alike through this feature
// (case-list-page, new-case-record-page, case-card, student-case-section); what tells them apart is below, and
// in each feature's configuration of its own pages. One home for both: the students feature shows both.

type Rows = { applications: Application; 'visa-cases': VisaCase };
export type CaseEntity = keyof Rows;
export type CaseRow<E extends CaseEntity> = Rows[E];
export type CaseStatus<E extends CaseEntity> = CaseRow<E>['status'];
/** A page of the list (ApplicationPage, VisaCasePage): the rows and the count per status. */
export type CasePage<E extends CaseEntity> = Page<CaseRow<E>> & { statusCounts: Partial<Record<CaseStatus<E>, number>> };

/** What a case record is called, who may write one, and its statuses. */
export type CaseKind<E extends CaseEntity> = {
  entity: E;
  /** Its name in titles and buttons ('Visa Case', 'Visa Cases') and in running text ('visa case', 'visa cases'). */
  title: string;
  titlePlural: string;
  noun: string;
  plural: string;
  /** The icon of its New buttons. */
  icon: LucideIcon;
  /** What a role needs to create or change one (opening its pages takes the routes' permission). */
  write: Permission;
  statusLabels: Record<CaseStatus<E>, string>;
  statusColors: Record<CaseStatus<E>, Palette>;
  /** The statuses the contract allows next. */
  nextStatuses: (status: CaseStatus<E>) => readonly CaseStatus<E>[];
  /** A status change, through the outbox. */
  saveStatus: (writer: Writer, row: CaseRow<E>, status: CaseStatus<E>) => Promise<unknown>;
  /** Who works it: the kind of work (the owner picker's staff), its field in the writes, and how cards name it. */
  owner: {
    work: AssignedWork;
    field: 'assignedOwner' | 'assignedOfficer';
    label: string;
    of: (row: CaseRow<E>) => { id: string | null; name: string | null };
    /** An owner change (null: unassign), through the outbox; `name` is shown until the server answers. */
    save: (writer: Writer, row: CaseRow<E>, id: string | null, name: string | null) => Promise<unknown>;
  };
};

export const CASE_KINDS: { [E in CaseEntity]: CaseKind<E> } = {
  applications: {
    entity: 'applications',
    title: 'Application',
    titlePlural: 'Applications',
    noun: 'application',
    plural: 'applications',
    icon: FilePlus2,
    write: 'applications:write',
    statusLabels: APPLICATION_STATUS_LABELS,
    statusColors: APPLICATION_STATUS_COLORS,
    nextStatuses: nextApplicationStatuses,
    saveStatus: (writer, row, status) => updateApplication(writer, row, { status }),
    owner: {
      work: 'applicationOwner',
      field: 'assignedOwner',
      label: 'Owner',
      of: (row) => ({ id: row.assignedOwner, name: row.ownerName }),
      save: (writer, row, id, name) => updateApplication(writer, row, { assignedOwner: id }, name),
    },
  },
  'visa-cases': {
    entity: 'visa-cases',
    title: 'Visa Case',
    titlePlural: 'Visa Cases',
    noun: 'visa case',
    plural: 'visa cases',
    icon: Plane,
    write: 'visas:write',
    statusLabels: VISA_STATUS_LABELS,
    statusColors: VISA_STATUS_COLORS,
    nextStatuses: nextVisaStatuses,
    saveStatus: (writer, row, status) => updateVisaCase(writer, row, { status }),
    owner: {
      work: 'officer',
      field: 'assignedOfficer',
      label: 'Officer',
      of: (row) => ({ id: row.assignedOfficer, name: row.officerName }),
      save: (writer, row, id, name) => updateVisaCase(writer, row, { assignedOfficer: id }, name),
    },
  },
};

/** What a list is filtered and ordered by (the route's search params; contract/case-filter.ts). */
type Filters = { applications: ApplicationFilter; 'visa-cases': VisaCaseFilter };
export type CaseFilter<E extends CaseEntity> = Filters[E];

const OFFLINE_PAGES: { [E in CaseEntity]: (filter: CaseFilter<E>, context: ListContext, cursor: string | null) => Promise<CasePage<E>> } = {
  applications: offlineApplicationPage,
  'visa-cases': offlineVisaCasePage,
};

/** The query string of a list request: the filter's values that are set, and the cursor. */
export function caseListParams(filter: object, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  return params;
}

/**
 * GET /api/admin/applications or /api/admin/visa-cases a page at a time, filtered and ordered, with the count per
 * status. With no network the offline copy answers in the same shape, by the same rule (`context` says who "me" is
 * and which day it is); 'always' runs the query instead of pausing.
 */
export function caseListQueryOptions<E extends CaseEntity>(entity: E, filter: CaseFilter<E>, context: ListContext) {
  const url = CRM_URLS[entity];
  return infiniteQueryOptions({
    queryKey: [url, filter],
    queryFn: ({ pageParam, signal }) =>
      withOfflineFallback(
        () => {
          const query = caseListParams(filter, pageParam).toString();
          return apiRequest<CasePage<E>>('GET', query ? `${url}?${query}` : url, undefined, signal);
        },
        () => OFFLINE_PAGES[entity](filter, context, pageParam),
      ),
    networkMode: 'always',
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/admin/<entity>/:id, its own page; offline (or not yet on the server: 404) the device's copy. */
export function caseRecordQueryOptions<E extends CaseEntity>(entity: E, id: string) {
  const url = CRM_URLS[entity];
  return queryOptions({
    queryKey: [url, 'record', id],
    queryFn: async ({ signal }) => {
      const offline = () => offlineCaseRecord(entity, id) as Promise<CaseRow<E>>;
      if (!navigator.onLine) return offline();
      try {
        return await apiRequest<CaseRow<E>>('GET', `${url}/${id}`, undefined, signal);
      } catch (error) {
        // A record made on this device and still waiting to sync is not on the server yet.
        if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 404)) return offline();
        throw error;
      }
    },
    networkMode: 'always',
  });
}

/** GET /api/admin/<entity>/:id/activity, the record's history, newest first; kept on the server only. */
export function caseHistoryQueryOptions(entity: CaseEntity, id: string) {
  const url = CRM_URLS[entity];
  return infiniteQueryOptions({
    queryKey: [url, 'record', id, 'activity'],
    queryFn: ({ pageParam, signal }) =>
      withOfflineFallback(
        () => apiRequest<ActivityPage>('GET', `${url}/${id}/activity?${caseListParams({}, pageParam)}`, undefined, signal),
        () => Promise.reject(new NotAvailableOfflineError('The history')),
      ),
    networkMode: 'always',
    retry: false,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
