import type { CaseKind } from '../../lib/case-records';

export const VISA_CASE_KIND: CaseKind<'visa-cases'> = {
  entity: 'visa-cases',
  title: 'Visa Case',
  noun: 'visa case',
  plural: 'visa cases',
  write: 'visas:write',
};
