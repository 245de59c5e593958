import type { CaseKind } from '../../lib/case-records';

export const APPLICATION_KIND: CaseKind<'applications'> = {
  entity: 'applications',
  title: 'Application',
  noun: 'application',
  plural: 'applications',
  write: 'applications:write',
};
