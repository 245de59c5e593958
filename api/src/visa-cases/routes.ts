import { caseRecordRoutes } from '../case-records/routes';
import { visaCaseRecord } from './visa-case-record';

export const visaCaseRoutes = caseRecordRoutes(visaCaseRecord);
