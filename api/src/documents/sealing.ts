// Documents encrypted at rest (docs/SECURITY.md §documents at rest): each file under its own random 256-bit key
// (AES-256-GCM, node:crypto), that key wrapped by the master key (DOCUMENTS_KEY) and kept on the document's row.
//
// A file is sealed in chunks so a download decrypts as it streams and never sends a byte it has not authenticated:
//   header  16 bytes: "MCE1" | chunk size (uint32 BE) | nonce prefix (8 random bytes)
//   chunk i ciphertext of up to `chunk size` bytes, then its 16-byte GCM tag
// Chunk i's nonce is the prefix and i (uint32 BE); its additional data is the header and one byte, 1 on the last
// chunk and 0 before it. A changed byte, a chunk moved or dropped, a cut-off end or another header fails the tag.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const MAGIC = Buffer.from('MCE1');
const HEADER_BYTES = 16;
const TAG_BYTES = 16;
/** 64 KiB: a download holds one chunk in memory; the tags add 0.02 % to the file. */
export const SEAL_CHUNK_BYTES = 64 * 1024;
const MAX_CHUNK_BYTES = 4 * 1024 * 1024;

/** A master key and its id: the first 16 hex digits of a SHA-256 of it, so the id names it without revealing it. */
export type MasterKey = { id: string; key: Buffer };
/** The master that wraps new keys, and every master whose wrapped keys can still be opened (the current one too). */
export type Keyring = { current: MasterKey; byId: ReadonlyMap<string, MasterKey> };
/** What a document's row keeps: its file key wrapped by the master named by keyId. */
export type WrappedKey = { wrappedKey: string; keyId: string };

export class SealError extends Error {}

/** A master key from its base64 text: exactly 32 bytes, or an error saying what is wrong. */
export function parseMasterKey(text: string): MasterKey {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (key.length !== 32 || key.toString('base64').replace(/=+$/, '') !== trimmed.replace(/=+$/, '')) {
    throw new SealError('must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)');
  }
  return { id: createHash('sha256').update('mission-control documents master key\0').update(key).digest('hex').slice(0, 16), key };
}

export function newMasterKeyText(): string {
  return randomBytes(32).toString('base64');
}

export function keyringOf(current: MasterKey, previous: MasterKey[] = []): Keyring {
  const byId = new Map<string, MasterKey>();
  for (const k of [current, ...previous]) byId.set(k.id, k);
  return { current, byId };
}

const WRAP_AAD = Buffer.from('mission-control document file key v1');

/** Wraps a file key under the keyring's current master: base64 of nonce, ciphertext and tag. */
export function wrapFileKey(fileKey: Buffer, keyring: Keyring): WrappedKey {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv).setAAD(WRAP_AAD);
  const sealed = Buffer.concat([iv, cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
  return { wrappedKey: sealed.toString('base64'), keyId: keyring.current.id };
}

export function unwrapFileKey({ wrappedKey, keyId }: WrappedKey, keyring: Keyring): Buffer {
  const master = keyring.byId.get(keyId);
  if (!master) throw new SealError(`no master key with id ${keyId}: set the key that wrapped it in DOCUMENTS_KEY_PREVIOUS`);
  const raw = Buffer.from(wrappedKey, 'base64');
  if (raw.length !== 12 + 32 + TAG_BYTES) throw new SealError('a wrapped file key has the wrong length');
  try {
    const decipher = createDecipheriv('aes-256-gcm', master.key, raw.subarray(0, 12)).setAAD(WRAP_AAD);
    decipher.setAuthTag(raw.subarray(12 + 32));
    return Buffer.concat([decipher.update(raw.subarray(12, 12 + 32)), decipher.final()]);
  } catch {
    throw new SealError(`the file key does not open under master key ${keyId}`);
  }
}

/** Re-wraps under the current master a key wrapped under any master of the keyring. */
export function rewrapFileKey(wrapped: WrappedKey, keyring: Keyring): WrappedKey {
  return wrapFileKey(unwrapFileKey(wrapped, keyring), keyring);
}

export function newFileKey(): Buffer {
  return randomBytes(32);
}

/** The sealed size of `plainBytes` bytes (S3 wants a length before the body). */
export function sealedSize(plainBytes: number, chunkBytes = SEAL_CHUNK_BYTES): number {
  return HEADER_BYTES + plainBytes + TAG_BYTES * Math.max(1, Math.ceil(plainBytes / chunkBytes));
}

function nonce(prefix: Buffer, index: number): Buffer {
  const iv = Buffer.alloc(12);
  prefix.copy(iv, 0, 0, 8);
  iv.writeUInt32BE(index, 8);
  return iv;
}

function chunkAad(header: Buffer, last: boolean): Buffer {
  return Buffer.concat([header, Buffer.from([last ? 1 : 0])]);
}

/** A stream that takes a file's bytes and gives them sealed under `fileKey`. */
export function sealStream(fileKey: Buffer, chunkBytes = SEAL_CHUNK_BYTES): Transform {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32BE(chunkBytes, 4);
  randomBytes(8).copy(header, 8);
  const prefix = header.subarray(8);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  let started = false;
  const sealChunk = (plain: Buffer, last: boolean): Buffer => {
    if (index === 0xffffffff) throw new SealError('file too large to seal');
    const cipher = createCipheriv('aes-256-gcm', fileKey, nonce(prefix, index++)).setAAD(chunkAad(header, last));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  const start = (t: Transform) => {
    if (!started) t.push(header);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      start(this);
      pending.push(chunk);
      pendingBytes += chunk.length;
      // A chunk is sealed as not-last only once a byte after it has arrived.
      if (pendingBytes > chunkBytes) {
        let all = Buffer.concat(pending);
        while (all.length > chunkBytes) {
          this.push(sealChunk(all.subarray(0, chunkBytes), false));
          all = all.subarray(chunkBytes);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      done();
    },
    flush(done: TransformCallback) {
      start(this);
      this.push(sealChunk(Buffer.concat(pending), true));
      pending = [];
      done();
    },
  });
}

/** A stream that takes sealed bytes and gives the file's bytes, each chunk only once its tag holds. */
export function openStream(fileKey: Buffer): Transform {
  let header: Buffer | undefined;
  let chunkBytes = 0;
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  const openChunk = (sealed: Buffer, last: boolean): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', fileKey, nonce(header!.subarray(8), index++)).setAAD(chunkAad(header!, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new SealError('the sealed file does not authenticate: it was changed, cut short or sealed under another key');
    }
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      try {
        if (!header) {
          if (pending.length < HEADER_BYTES) return done();
          header = Buffer.from(pending.subarray(0, HEADER_BYTES));
          chunkBytes = header.readUInt32BE(4);
          if (!header.subarray(0, 4).equals(MAGIC) || chunkBytes < 1 || chunkBytes > MAX_CHUNK_BYTES) {
            throw new SealError('not a sealed document file');
          }
          pending = pending.subarray(HEADER_BYTES);
        }
        const whole = chunkBytes + TAG_BYTES;
        while (pending.length > whole) {
          this.push(openChunk(pending.subarray(0, whole), false));
          pending = pending.subarray(whole);
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!header || pending.length < TAG_BYTES) throw new SealError('the sealed file is cut short');
        this.push(openChunk(pending, true));
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}
