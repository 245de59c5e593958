// Words and badge colours for the CRM vocabularies (docs/PRODUCT.md §6). The enums module carries no zod, so
// importing it keeps the schema library out of the screens' chunks.
import type {
  AdminRole,
  ApplicationStatus,
  Priority,
  StudentStage,
  VisaStatus,
} from '@contract/enums';

// The state words live in the contract: the server's "cannot go from … to …" messages use them too.
export { APPLICATION_STATUS_LABELS, STAGE_LABELS, VISA_STATUS_LABELS } from '@contract/enums';

/** A Chakra colour palette name. */
export type Palette = 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'cyan' | 'purple' | 'pink';

export const STAGE_COLORS: Record<StudentStage, Palette> = {
  lead: 'gray',
  application_in_progress: 'blue',
  offer: 'purple',
  visa: 'orange',
  pre_departure: 'cyan',
  arrived: 'green',
  alumni: 'teal',
};

export const PRIORITY_LABELS: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const PRIORITY_COLORS: Record<Priority, Palette> = { high: 'red', medium: 'yellow', low: 'green' };

export const VISA_STATUS_COLORS: Record<VisaStatus, Palette> = {
  preparing: 'yellow',
  submitted: 'blue',
  interview_scheduled: 'purple',
  approved: 'green',
  rejected: 'red',
};

export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, Palette> = {
  draft: 'gray',
  submitted: 'blue',
  under_review: 'yellow',
  conditional_offer: 'purple',
  unconditional_offer: 'green',
  rejected: 'red',
};

/** The role badge colour (docs/PRODUCT.md §3.2). */
export const ROLE_COLORS: Record<AdminRole, Palette> = {
  super_admin: 'red',
  admissions_lead: 'blue',
  visa_officer: 'purple',
  counselor: 'green',
  marketing: 'pink',
  partnerships: 'teal',
  finance: 'yellow',
  support: 'cyan',
};

/** Fee status: 'paid' is green, any other value is pending-style yellow (docs/PRODUCT.md §6.4). */
export function feeStatusColor(feeStatus: string): Palette {
  return feeStatus === 'paid' ? 'green' : 'yellow';
}
