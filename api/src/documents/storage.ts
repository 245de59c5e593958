// Where documents' bytes live (docs/ARCHITECTURE.md): a directory (DATA_DIR/uploads) for one process, an
// S3-compatible bucket when several API processes must see the same files. tus writes through the same store.
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import { UNFINISHED_UPLOAD_HOURS } from '@contract';
import type { Config } from '../config';

export type DocumentStorage = {
  store: DataStore;
  read: (key: string) => Promise<Readable>;
  /** Removes the file; one already gone is no error (a removal retried, or a file never finished). */
  remove: (key: string) => Promise<void>;
};

const storages = new WeakMap<Config['uploads'], DocumentStorage>();

/** An upload not finished within 24 hours is abandoned: tus answers 410 for it, the hourly sweep removes its bytes. */
export const UNFINISHED_UPLOAD_MS = UNFINISHED_UPLOAD_HOURS * 60 * 60 * 1000;

/** One storage per configuration: the tus server, the file route and the merge share it. */
export function documentStorage(config: Config): DocumentStorage {
  const existing = storages.get(config.uploads);
  if (existing) return existing;
  const u = config.uploads;
  const store: FileStore | S3Store =
    u.kind === 'directory'
      ? new FileStore({ directory: u.directory, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS })
      : new S3Store({
          expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS,
          s3ClientConfig: { bucket: u.bucket, region: u.region, ...(u.endpoint ? { endpoint: u.endpoint, forcePathStyle: true } : {}) },
        });
  const storage: DocumentStorage = {
    store,
    read: async (key) => await store.read(key),
    remove: async (key) => {
      try {
        await store.remove(key);
      } catch (err) {
        const e = err as { status_code?: number; code?: string };
        if (e.status_code !== 404 && e.status_code !== 410 && e.code !== 'ENOENT') throw err;
      }
    },
  };
  storages.set(config.uploads, storage);
  return storage;
}
