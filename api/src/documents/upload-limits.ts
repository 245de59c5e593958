import type { Knex } from 'knex';
import type { DocumentStorage } from './storage';

/** The hourly sweep as it stands: tus's own expiry of the store. */
export async function sweepUnfinishedUploads(_db: Knex, storage: DocumentStorage): Promise<number> {
  return storage.store.deleteExpired();
}
