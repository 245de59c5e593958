import { applyVisaCaseChanges, VISA_DECISIONS, visaCaseFromCreate } from '@contract/crm-rows';
import { createVisaCaseSchema, updateVisaCaseSchema, visaCaseListQuerySchema } from '@contract';
import { caseRecord } from '../case-records/case-record';
import { visaCaseListing } from '../case-records/list-filters';
import { VISA_CASE_EXPORT_COLUMNS } from './export-columns';
import { assertAssignable } from '../crm-writes/references';
import { onVisaCaseWritten } from '../staff-tasks/rules';
import { onVisaCaseStatus } from '../notifications/events';
import { toVisaCase, withVisaCaseColumns } from './queries';

/** A student's visa, prepared with an officer until the immigration department decides. */
export const visaCaseRecord = caseRecord({
  entity: 'visa_case', records: 'visa-cases', noun: 'visa case', path: '/visa-cases',
  permissions: { read: 'visas:read', write: 'visas:write' },
  schemas: { list: visaCaseListQuerySchema, create: createVisaCaseSchema, update: updateVisaCaseSchema },
  rows: { table: 'visa_cases', alias: 'v', withColumns: withVisaCaseColumns, toItem: toVisaCase },
  listing: visaCaseListing,
  exportColumns: VISA_CASE_EXPORT_COLUMNS,
  // The decision date is stored for the portal, which shows it; the CRM's visa case does not.
  rules: {
    fromCreate: visaCaseFromCreate,
    applyChanges: applyVisaCaseChanges,
    hiddenDecisions: VISA_DECISIONS,
    check: async (trx, next, current) => {
      if (next.assignedOfficer !== current?.assignedOfficer) await assertAssignable(trx, 'officer', next.assignedOfficer);
    },
    // A visa approved: "Pre-departure briefing" (docs/PRODUCT.md §3.17).
    // The student hears of a status move (issue 30).
    afterWrite: async (trx, item, before, actorId) => {
      await onVisaCaseWritten(trx, item, before, actorId);
      await onVisaCaseStatus(trx, item, before);
    },
  },
});
