// Apart from the zod schemas (like permissions.ts), so the web app's offline sync can use them without zod.
import type { Permission } from './permissions';

/** Pages of up to 5,000 rows: a counselor's copy at scale is a few requests, each a round trip on a slow line (issue 33). */
export const SYNC_LIMIT_MAX = 5000;

/** The CRM tables the offline store mirrors, as the sync endpoint names them. */
export const SYNC_ENTITIES = ['students', 'applications', 'visa-cases', 'notes', 'tasks'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

/** A role syncs exactly what it may read online. */
export const SYNC_READ_PERMISSION: Record<SyncEntity, Permission> = {
  students: 'students:read',
  applications: 'applications:read',
  'visa-cases': 'visas:read',
  notes: 'notes:read',
  // Each device holds the tasks its person may read: their own, or everyone's for a manager (api/src/staff-tasks).
  tasks: 'tasks:write',
};
