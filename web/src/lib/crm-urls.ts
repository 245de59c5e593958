import type { SyncEntity } from '@contract/sync-entities';

/** The admin API's collection of each CRM table: its list and creates, and `/<id>` for one record. */
export const CRM_URLS = {
  students: '/api/admin/students',
  applications: '/api/admin/applications',
  'visa-cases': '/api/admin/visa-cases',
} as const satisfies Record<SyncEntity, string>;
