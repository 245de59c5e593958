import { applicationFromCreate, applyApplicationChanges } from '@contract/crm-rows';
import { applicationListQuerySchema, createApplicationSchema, updateApplicationSchema } from '@contract';
import { caseRecord } from '../case-records/case-record';
import { toApplication, withApplicationColumns } from './queries';

/** A student's application to a programme at a university, until the university decides. */
export const applicationRecord = caseRecord({
  entity: 'application', noun: 'application', path: '/applications',
  permissions: { read: 'applications:read', write: 'applications:write' },
  schemas: { list: applicationListQuerySchema, create: createApplicationSchema, update: updateApplicationSchema },
  rows: { table: 'applications', alias: 'a', withColumns: withApplicationColumns, toItem: toApplication },
  // The decision date is one of its fields: the rules fill it when the university decides.
  rules: { fromCreate: applicationFromCreate, applyChanges: applyApplicationChanges },
});
