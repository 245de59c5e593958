import { infiniteQueryOptions } from '@tanstack/react-query';
import { FilePlus2, Plane, type LucideIcon } from 'lucide-react';
import type { Application, Page, VisaCase } from '@contract';
import type { AssignedWork } from '@contract/assignments';
import type { Permission } from '@contract/permissions';
import { nextApplicationStatuses, nextVisaStatuses } from '@contract/transitions';
import { apiRequest } from './api-client';
import {
  APPLICATION_STATUS_COLORS,
  APPLICATION_STATUS_LABELS,
  VISA_STATUS_COLORS,
  VISA_STATUS_LABELS,
  type Palette,
} from './crm-labels';
import { CRM_URLS } from './crm-urls';
import { offlineApplicationPage, offlineVisaCasePage } from './offline/offline-case-reads';
import { updateApplication, updateVisaCase, type Writer } from './offline/crm-writes';
import { withOfflineFallback } from './offline/offline-reads';

// Applications and visa cases are both "case records": a student's case with a status, requirements, a list
// page of cards and a section on the student's page. The screens treat them alike through components/admin
// (case-list-page, new-case-record-page, case-card, student-case-section); what tells them apart is below, and
// in each feature's configuration of its own pages. Here, not in the features: the students feature shows both.

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
