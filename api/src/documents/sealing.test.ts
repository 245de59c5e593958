import { randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  keyringOf,
  newFileKey,
  newMasterKeyText,
  openStream,
  parseMasterKey,
  rewrapFileKey,
  sealedSize,
  sealStream,
  unwrapFileKey,
  wrapFileKey,
} from './sealing';

const CHUNK = 1024;

/** Sends `bytes` through `transform` in pieces of `piece` bytes; the output, or the stream's error. */
async function through(transform: Transform, bytes: Buffer, piece = 700): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += piece) pieces.push(bytes.subarray(at, at + piece));
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  await pipeline(Readable.from(pieces), transform);
  return Buffer.concat(out);
}

const seal = (key: Buffer, plain: Buffer) => through(sealStream(key, CHUNK), plain);
const open = (key: Buffer, sealed: Buffer) => through(openStream(key), sealed, 333);

describe('sealed document files', () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 5 * CHUNK, 5 * CHUNK + 17])('round-trips %i bytes, at the size it announces', async (n) => {
    const key = newFileKey();
    const plain = randomBytes(n);
    const sealed = await seal(key, plain);
    expect(sealed.length).toBe(sealedSize(n, CHUNK));
    expect((await open(key, sealed)).equals(plain)).toBe(true);
  });

  it('holds none of the plain bytes, and the same file sealed twice differs', async () => {
    const key = newFileKey();
    const plain = Buffer.from('%PDF-1.4 passport of Amina Wanjiru, number A1234567 '.repeat(100));
    const a = await seal(key, plain);
    const b = await seal(key, plain);
    expect(a.includes(Buffer.from('Amina Wanjiru'))).toBe(false);
    expect(a.includes(plain.subarray(0, 16))).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it('refuses a changed byte anywhere, before giving any byte of the chunk it is in', async () => {
    const key = newFileKey();
    const plain = randomBytes(3 * CHUNK + 10);
    const sealed = await seal(key, plain);
    for (const at of [0, 5, 12, 16, 20, 16 + CHUNK + 16 + 3, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at]! ^= 0x01;
      const out: Buffer[] = [];
      const opened = openStream(key);
      opened.on('data', (c: Buffer) => out.push(c));
      await expect(pipeline(Readable.from([tampered]), opened)).rejects.toThrow(/not a sealed document file|does not authenticate/);
      // Whatever came out before the error is the file's own bytes, never garbage.
      const given = Buffer.concat(out);
      expect(given.equals(plain.subarray(0, given.length))).toBe(true);
    }
  });

  it('refuses a file cut short, a dropped chunk and two chunks swapped', async () => {
    const key = newFileKey();
    const sealed = await seal(key, randomBytes(3 * CHUNK));
    const whole = CHUNK + 16;
    const header = sealed.subarray(0, 16);
    const chunks = [0, 1, 2].map((i) => sealed.subarray(16 + i * whole, 16 + (i + 1) * whole));
    await expect(open(key, sealed.subarray(0, 16 + 2 * whole))).rejects.toThrow(/does not authenticate/);
    await expect(open(key, sealed.subarray(0, sealed.length - 3))).rejects.toThrow(/does not authenticate/);
    await expect(open(key, Buffer.concat([header, chunks[0]!, chunks[2]!]))).rejects.toThrow(/does not authenticate/);
    await expect(open(key, Buffer.concat([header, chunks[1]!, chunks[0]!, chunks[2]!]))).rejects.toThrow(/does not authenticate/);
    await expect(open(key, sealed.subarray(0, 10))).rejects.toThrow(/cut short/);
  });

  it('does not open under another file key', async () => {
    const sealed = await seal(newFileKey(), randomBytes(100));
    await expect(open(newFileKey(), sealed)).rejects.toThrow(/does not authenticate/);
  });
});

describe('wrapped file keys and master keys', () => {
  const a = parseMasterKey(newMasterKeyText());
  const b = parseMasterKey(newMasterKeyText());

  it('takes exactly 32 bytes of base64 as a master key, with a stable id that is not the key', () => {
    expect(() => parseMasterKey(Buffer.alloc(31).toString('base64'))).toThrow(/32 random bytes/);
    expect(() => parseMasterKey(Buffer.alloc(33).toString('base64'))).toThrow(/32 random bytes/);
    expect(() => parseMasterKey('not base64 at all!')).toThrow(/32 random bytes/);
    const text = newMasterKeyText();
    expect(parseMasterKey(text).id).toBe(parseMasterKey(text).id);
    expect(parseMasterKey(text).id).toMatch(/^[0-9a-f]{16}$/);
    expect(text).not.toContain(parseMasterKey(text).id);
  });

  it('unwraps a key under the master that wrapped it, and refuses a wrong or unknown master', () => {
    const fileKey = newFileKey();
    const wrapped = wrapFileKey(fileKey, keyringOf(a));
    expect(wrapped.keyId).toBe(a.id);
    expect(Buffer.from(wrapped.wrappedKey, 'base64').includes(fileKey)).toBe(false);
    expect(unwrapFileKey(wrapped, keyringOf(a)).equals(fileKey)).toBe(true);
    expect(() => unwrapFileKey(wrapped, keyringOf(b))).toThrow(/no master key with id/);
    // A key claiming a's id but wrapped by another master does not open.
    const forged = { ...wrapFileKey(fileKey, keyringOf(b)), keyId: a.id };
    expect(() => unwrapFileKey(forged, keyringOf(a))).toThrow(/does not open/);
    const flipped = Buffer.from(wrapped.wrappedKey, 'base64');
    flipped[20]! ^= 1;
    expect(() => unwrapFileKey({ ...wrapped, wrappedKey: flipped.toString('base64') }, keyringOf(a))).toThrow(/does not open/);
  });

  it('rotates: re-wraps under the new master, old ids readable while the old key is still in the keyring', async () => {
    const fileKey = newFileKey();
    const sealed = await seal(fileKey, Buffer.from('bank statement'));
    const underA = wrapFileKey(fileKey, keyringOf(a));
    const during = keyringOf(b, [a]);
    expect(unwrapFileKey(underA, during).equals(fileKey)).toBe(true);
    const underB = rewrapFileKey(underA, during);
    expect(underB.keyId).toBe(b.id);
    expect(underB.wrappedKey).not.toBe(underA.wrappedKey);
    const after = keyringOf(b);
    expect(() => unwrapFileKey(underA, after)).toThrow(/no master key/);
    expect((await open(unwrapFileKey(underB, after), sealed)).toString()).toBe('bank statement');
  });
});
