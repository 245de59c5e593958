import { applicationFromCreate, applyApplicationChanges } from '@contract/crm-rows';
import { applicationListQuerySchema, createApplicationSchema, updateApplicationSchema } from '@contract';
import { caseRecord } from '../case-records/case-record';
import { applicationListing } from '../case-records/list-filters';
import { APPLICATION_EXPORT_COLUMNS } from './export-columns';
import { assertAssignable } from '../crm-writes/references';
import { onApplicationWritten } from '../staff-tasks/rules';
import { onApplicationStatus } from '../notifications/events';
import { toApplication, withApplicationColumns } from './queries';

/** A student's application to a programme at a university, until the university decides. */
export const applicationRecord = caseRecord({
  entity: 'application', records: 'applications', noun: 'application', path: '/applications',
  permissions: { read: 'applications:read', write: 'applications:write' },
  // Fees are revenue: counselors and admissions record the application, finance its fee (issue 12 item 1).
  restricted: {
    fields: ['applicationFee', 'feeStatus'],
    permission: 'fees:write',
    refusal: 'Your role cannot set an application fee or its status: finance records fees. Send the application without them.',
  },
  schemas: { list: applicationListQuerySchema, create: createApplicationSchema, update: updateApplicationSchema },
  rows: { table: 'applications', alias: 'a', withColumns: withApplicationColumns, toItem: toApplication },
  listing: applicationListing,
  exportColumns: APPLICATION_EXPORT_COLUMNS,
  // The decision date is one of its fields: the rules fill it when the university decides.
  rules: {
    fromCreate: applicationFromCreate,
    applyChanges: applyApplicationChanges,
    check: async (trx, next, current) => {
      if (next.assignedOwner !== current?.assignedOwner) await assertAssignable(trx, 'applicationOwner', next.assignedOwner);
    },
    // A draft due within 7 days: "Submit application"; out of draft, that task is done (docs/PRODUCT.md §3.17).
    // The student hears of a status move (issue 30).
    afterWrite: async (trx, item, before, actorId) => {
      await onApplicationWritten(trx, item, actorId);
      await onApplicationStatus(trx, item, before);
    },
  },
});
