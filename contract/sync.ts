import { z } from 'zod';
import type { Application, Student, VisaCase } from './crm';
import type { StaffTask } from './staff-task-kinds';
import type { StudentNote } from './student-note-kinds';
import { SYNC_ENTITIES, SYNC_LIMIT_MAX, type SyncEntity } from './sync-entities';

export { SYNC_ENTITIES, SYNC_READ_PERMISSION, type SyncEntity } from './sync-entities';

export const SYNC_LIMIT_DEFAULT = 500;
export { SYNC_LIMIT_MAX } from './sync-entities';

export const syncQuerySchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  /** Opaque; the nextCursor of the previous answer. Absent means a full pull from the beginning. */
  since: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_LIMIT_MAX).default(SYNC_LIMIT_DEFAULT),
});
export type SyncQuery = z.infer<typeof syncQuerySchema>;

/** A row soft-deleted on the server: the client removes its copy. */
export type Tombstone = { id: string; deleted: true; updatedAt: string };

/**
 * One page of changes in (updatedAt, id) order. `remaining` counts the changes still to send after this
 * page: 0 means caught up, and `nextCursor` is then the cursor to keep for the next delta pull.
 */
export type SyncPage<T> = { items: T[]; tombstones: Tombstone[]; nextCursor: string; remaining: number };
export type SyncRecord = { students: Student; applications: Application; 'visa-cases': VisaCase; notes: StudentNote; tasks: StaffTask };
export type SyncPageOf<E extends SyncEntity> = SyncPage<SyncRecord[E]>;
