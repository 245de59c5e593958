// Where documents' bytes live (docs/ARCHITECTURE.md): a directory (DATA_DIR/uploads) for one process, an
// S3-compatible bucket when several API processes must see the same files.
//
// Two places in either (docs/SECURITY.md §documents at rest):
// - staging, tus's own store (the directory itself; the bucket's top level): an upload's plain bytes while it is
//   unfinished (the hourly sweep removes one abandoned past 24 hours) and for the moment its last PATCH is sealed;
// - sealed (DATA_DIR/uploads/sealed/<key>; the bucket's sealed/<key>): each finished document, encrypted under its
//   own file key (./sealing.ts), which the document's row keeps wrapped by the master key. A document's storage key
//   is its upload's id; a row with no wrapped key is a file from before encryption, still plain in staging until the
//   startup step (./seal-existing.ts) seals it.
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash, randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { Knex } from 'knex';
import { UNFINISHED_UPLOAD_HOURS } from '@contract';
import type { Config } from '../config';
import { loadKeyring } from './documents-key';
import { SNIFF_BYTES } from './content-check';
import { newFileKey, openStream, sealedSize, sealStream, unwrapFileKey, wrapFileKey, type Keyring, type WrappedKey } from './sealing';

/** A finished upload, sealed: its file key wrapped for the row, and what the plain bytes were. */
export type SealedUpload = WrappedKey & { size: number; sha256: string; head: Uint8Array };

export type DocumentStorage = {
  /** tus's store: unfinished uploads' (plain) bytes. */
  store: DataStore;
  keyring: Keyring;
  /** A document's plain bytes, by its storage key: opened with the key its row keeps (or plain, before sealing). */
  read: (key: string) => Promise<Readable>;
  /** The same with the row's wrapped key at hand (null: a file not yet sealed). */
  readDocument: (doc: { storage_key: string; wrapped_key: string | null; key_id: string | null }) => Promise<Readable>;
  /**
   * Seals the staged upload `key` under a new file key into its sealed place, reading it once for its size, SHA-256
   * and first bytes. Answers the wrapped key for the row; once the row has it, removeStaged removes the plain bytes.
   */
  seal: (key: string, size?: number) => Promise<SealedUpload>;
  /** Removes an upload's staged (plain) bytes only; none left is no error. */
  removeStaged: (key: string) => Promise<void>;
  /** Removes the file, sealed and any staged bytes; one already gone is no error (a removal retried, a file never finished). */
  remove: (key: string) => Promise<void>;
};

/** The sealed objects: a directory or the bucket's sealed/ prefix. */
type Vault = {
  put: (key: string, body: Readable, length: number) => Promise<void>;
  get: (key: string) => Promise<Readable>;
  remove: (key: string) => Promise<void>;
  /** Deletes the staged objects tus leaves after an upload finished, which its own remove refuses (S3). */
  removeStaged: (key: string) => Promise<void>;
};

const storages = new WeakMap<Config['uploads'], DocumentStorage>();

/** An upload not finished within 24 hours is abandoned: tus answers 410 for it, the hourly sweep removes its bytes. */
export const UNFINISHED_UPLOAD_MS = UNFINISHED_UPLOAD_HOURS * 60 * 60 * 1000;

/** Only the key an upload address allows (./upload-address.ts) or a legacy one of the same form names a file. */
const SAFE_KEY = /^[0-9A-Za-z_-]{1,128}$/;
function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`not a document storage key: ${JSON.stringify(key)}`);
  return key;
}

function directoryVault(directory: string): Vault {
  const sealed = join(directory, 'sealed');
  return {
    async put(key, body) {
      await mkdir(sealed, { recursive: true });
      const final = join(sealed, checkedKey(key));
      const partial = `${final}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, final);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      // Opened first, so a missing file is an error here rather than on the stream mid-answer.
      const handle = await open(join(sealed, checkedKey(key)), 'r');
      return handle.createReadStream();
    },
    remove: (key) => rm(join(sealed, checkedKey(key)), { force: true }),
    removeStaged: async (key) => {
      await Promise.all([rm(join(directory, checkedKey(key)), { force: true }), rm(join(directory, `${checkedKey(key)}.json`), { force: true })]);
    },
  };
}

function s3Vault(client: S3Client, bucket: string): Vault {
  const sealedKey = (key: string) => `sealed/${checkedKey(key)}`;
  return {
    async put(key, body, length) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: sealedKey(key), Body: body, ContentLength: length }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: sealedKey(key) }));
      return answer.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: sealedKey(key) }));
    },
    // tus's objects of an upload: the file, its metadata and an incomplete last part.
    async removeStaged(key) {
      for (const k of [checkedKey(key), `${key}.info`, `${key}.part`]) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: k }));
    },
  };
}

const isNotFound = (err: unknown) => {
  const e = err as { status_code?: number; code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  return e.status_code === 404 || e.status_code === 410 || e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Passes the bytes on, showing each chunk to `onChunk` as it goes by. */
function tap(onChunk: (chunk: Buffer) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      onChunk(chunk);
      done(null, chunk);
    },
  });
}

/**
 * One storage per configuration: the tus server, the file route, the merge and erasure share it. `db` (given by the
 * routes that create it) is where `read` finds a document's wrapped key.
 */
export function documentStorage(config: Config, db: Knex): DocumentStorage {
  const existing = storages.get(config.uploads);
  if (existing) return existing;
  const u = config.uploads;
  const keyring = loadKeyring(config);
  let store: FileStore | S3Store;
  let vault: Vault;
  if (u.kind === 'directory') {
    store = new FileStore({ directory: u.directory, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS });
    vault = directoryVault(u.directory);
  } else {
    // Checksums only where S3 requires them: S3-compatible servers (and older ones) refuse the SDK's default
    // CRC32 trailers on aws-chunked bodies; TLS and the GCM tags already cover the bytes.
    const clientConfig: S3ClientConfig = {
      region: u.region,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(u.endpoint ? { endpoint: u.endpoint, forcePathStyle: true } : {}),
    };
    store = new S3Store({ expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS, s3ClientConfig: { bucket: u.bucket, ...clientConfig } });
    vault = s3Vault(new S3Client(clientConfig), u.bucket);
    // tus's own removal (a cancelled upload's DELETE, the sweep) leaves an incomplete last part (<id>.part) in the
    // bucket, plain bytes: it goes too.
    const tusRemove = store.remove.bind(store);
    const bucketVault = vault;
    store.remove = async (id: string) => {
      try {
        await tusRemove(id);
      } finally {
        await bucketVault.removeStaged(id);
      }
    };
  }

  const removeStaged = async (key: string) => {
    try {
      await store.remove(key);
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await vault.removeStaged(key);
  };

  const readSealed = async (key: string, wrapped: WrappedKey): Promise<Readable> => {
    const fileKey = unwrapFileKey(wrapped, keyring);
    const opened = openStream(fileKey);
    const source = await vault.get(key);
    // An error on either side (a missing object, a tag that fails) ends the stream; no unauthenticated byte is given.
    pipeline(source, opened).catch(() => undefined);
    // The first chunk is opened before answering, so a file that fails there is an error (a 500), not a cut answer.
    const chunks = opened[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await chunks.next();
    return Readable.from(
      (async function* () {
        if (first.done) return;
        yield first.value;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      })(),
    );
  };

  const storage: DocumentStorage = {
    store,
    keyring,
    readDocument: async (doc) =>
      doc.wrapped_key && doc.key_id ? readSealed(doc.storage_key, { wrappedKey: doc.wrapped_key, keyId: doc.key_id }) : store.read(doc.storage_key),
    read: async (key) => {
      const doc = await db('documents')
        .where({ storage_key: key })
        .first<{ storage_key: string; wrapped_key: string | null; key_id: string | null } | undefined>('storage_key', 'wrapped_key', 'key_id');
      return storage.readDocument(doc ?? { storage_key: key, wrapped_key: null, key_id: null });
    },
    seal: async (key, knownSize) => {
      const size: number = knownSize ?? (await store.getUpload(key).then((upload) => upload.size ?? upload.offset));
      const fileKey = newFileKey();
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let have = 0;
      const seen = tap((chunk) => {
        hash.update(chunk);
        if (have < SNIFF_BYTES) {
          head.push(chunk.subarray(0, SNIFF_BYTES - have));
          have += Math.min(chunk.length, SNIFF_BYTES - have);
        }
      });
      const sealed = new PassThrough();
      const written = vault.put(key, sealed, sealedSize(size));
      try {
        await Promise.all([pipeline(await store.read(key), seen, sealStream(fileKey), sealed), written]);
      } catch (err) {
        sealed.destroy();
        await written.catch(() => undefined);
        await vault.remove(key).catch(() => undefined);
        throw err;
      }
      return { ...wrapFileKey(fileKey, keyring), size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
    },
    removeStaged,
    remove: async (key) => {
      try {
        await vault.remove(key);
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
      await removeStaged(key);
    },
  };
  storages.set(config.uploads, storage);
  return storage;
}

/** The bytes of a readable, whole (tests and small reads). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
