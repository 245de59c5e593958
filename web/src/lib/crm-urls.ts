import type { SyncEntity } from '@contract/sync-entities';

/**
 * The admin API's collection of each CRM table: its list and creates, and `/<id>` for one record. Notes have none of
 * their own: they are read and added under their student (studentNotesUrl).
 */
export const CRM_URLS = {
  students: '/api/admin/students',
  applications: '/api/admin/applications',
  'visa-cases': '/api/admin/visa-cases',
  tasks: '/api/admin/tasks',
} as const satisfies Record<Exclude<SyncEntity, 'notes'>, string>;

/** GET and POST /api/admin/students/:id/notes. */
export const studentNotesUrl = (studentId: string) => `${CRM_URLS.students}/${studentId}/notes`;

/** POST /api/admin/students/:id/messages: the log of a message sent from a template. */
export const studentMessagesUrl = (studentId: string) => `${CRM_URLS.students}/${studentId}/messages`;
