// Case records' public face: applications and visa cases are both a student's case with a status, requirements, a
// list page of cards and a section on the student's page. The applications and visa-cases features configure these
// pages; the students feature and the dashboard show both kinds. eslint.config.js lets another feature import only
// this file.
export { CASE_KINDS, caseListQueryOptions } from './api/case-records';
export { CardLine, CaseCard, type CaseCardProps } from './case-card';
export { commonCaseColumns } from './case-cells';
export { HISTORY_HASH } from './case-history';
export { CaseListPage } from './case-list-page';
export { CaseRecordPage } from './case-record-page';
export { type CaseColumn } from './case-table';
export { NewCaseRecordPage, type NewCaseForm } from './new-case-record-page';
export { StudentCaseSection } from './student-case-section';
