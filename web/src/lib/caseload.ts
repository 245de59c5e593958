import type { AdminRole } from '@contract/enums';
import { uuidOf } from '@contract/uuid';

// "My caseload" (issue 15 item 1): the students list filtered to the signed-in person's students, one tap from the
// sidebar, and the list a counselor opens by default. The owner filter lives in the list's URL (?owner=).

/** The students list's owner filter: mine, nobody's, everyone's, or one staff member's id. */
export type OwnerFilter = 'me' | 'none' | 'all' | (string & {});

/** A valid ?owner= value, or undefined (dropped rather than failing the page). */
export function parseOwnerFilter(raw: unknown): OwnerFilter | undefined {
  if (raw === 'me' || raw === 'none' || raw === 'all') return raw;
  return uuidOf(raw);
}

/** The search of the sidebar's "My caseload" item. */
export const CASELOAD_SEARCH = { owner: 'me' } as const;

/** The owner filter a role's students list opens with: a counselor's own caseload; everyone else, all students. */
export function defaultOwnerFilter(role: AdminRole): OwnerFilter | undefined {
  return role === 'counselor' ? 'me' : undefined;
}
