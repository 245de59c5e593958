import { caseRecordRoutes } from '../case-records/routes';
import { applicationRecord } from './application-record';

export const applicationRoutes = caseRecordRoutes(applicationRecord);
