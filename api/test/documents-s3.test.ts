// Documents in an S3 bucket, for real (issue 33 item 4, issue 31 item 5): against moto's S3 server on this machine,
// a resumable upload through @tus/s3-store (create, PATCH in two parts, HEAD in between), the download, removal,
// two API processes sharing the bucket, and no object of the bucket holding a plain byte of a document.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealExistingDocuments } from '../src/documents/seal-existing';
import { documentStorage, readAll } from '../src/documents/storage';
import { S3_CREDENTIALS, S3_SERVER_AVAILABLE, startS3Server, type S3Server } from './s3-server';
import { startServerProcess, type ServerProcess } from './server-process';
import { startTestApi, type TestApi } from './test-api';
import { SERVER_URL } from './test-database';
import { createUpload, deleteUpload, DEMO, headUpload, patchUpload, PDF_HEAD, portalLogin } from './upload-helpers';

if (!S3_SERVER_AVAILABLE) {
  if (process.env.CI) throw new Error("documents-s3.test.ts: moto's S3 server is missing (python3 -m moto.server); .ci/run installs it");
  console.warn("\n*** SKIPPED documents-s3.test.ts: moto's S3 server is not installed (python3 -c 'import moto.server') ***\n");
}

const DOCUMENTS_KEY = Buffer.alloc(32, 1).toString('base64');
const MB = 1_000_000;

// Megabytes through a Python server: up to a minute per test when the shared machine is busy.
describe.skipIf(!S3_SERVER_AVAILABLE)('documents in an S3 bucket', { timeout: 120_000 }, () => {
  let s3: S3Server;
  let bucket: string;
  let api: TestApi;
  let dataDir: string;
  let cookie: string;
  let studentId: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = `mc-documents-${randomBytes(4).toString('hex')}`;
    await s3.createBucket(bucket);
    // The SDK in this process signs with these, as a server's would with its own.
    Object.assign(process.env, S3_CREDENTIALS);
    dataDir = await mkdtemp(join(tmpdir(), 'mc-s3-'));
    env = { S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: 'us-east-1', DOCUMENTS_KEY };
    api = await startTestApi({ env: { ...env, DATA_DIR: dataDir } });
    cookie = await portalLogin(api, DEMO);
    studentId = (await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id')).student_id;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const keysInBucket = async (): Promise<string[]> => {
    const answer = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (answer.Contents ?? []).map((o) => o.Key!).sort();
  };
  const objectBytes = async (key: string) =>
    Buffer.from(await (await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray());
  /** The objects of the bucket that hold a 32-byte stretch of `plain`, from several places in it. */
  const objectsWithPlainBytes = async (plain: Buffer): Promise<string[]> => {
    const probes = [9, Math.floor(plain.length / 2), plain.length - 40].map((at) => plain.subarray(at, at + 32));
    const found: string[] = [];
    for (const key of await keysInBucket()) {
      const bytes = await objectBytes(key);
      if (probes.some((p) => bytes.includes(p))) found.push(key);
    }
    return found;
  };
  const documentOf = (type: string) =>
    api.db.knex('documents').where({ student_id: studentId, type }).first<{ id: string; storage_key: string; key_id: string | null }>();
  const uniquePdf = (bytes: number) => Buffer.concat([PDF_HEAD, randomBytes(bytes)]);

  it('takes a resumable upload through @tus/s3-store, keeps only its sealed object, and gives back the original bytes', async () => {
    // Over S3's 5 MiB part minimum, so the upload is a real multipart upload of several parts.
    const pdf = uniquePdf(6 * MB);
    const created = await createUpload(api, cookie, pdf.length, { documentType: 'passport', filename: 'passport.pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    expect((await patchUpload(api, cookie, location, 0, pdf.subarray(0, 3 * MB))).status).toBe(204);
    const head = await headUpload(api, cookie, location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(3 * MB));
    // Unfinished, the upload is tus's: its metadata and the bytes so far (plain, until it finishes or is swept).
    expect((await keysInBucket()).filter((k) => k.startsWith(id)).length).toBeGreaterThan(0);

    expect((await patchUpload(api, cookie, location, 3 * MB, pdf.subarray(3 * MB))).status).toBe(204);
    expect(await keysInBucket()).toEqual([`sealed/${id}`]);
    expect(await objectsWithPlainBytes(pdf)).toEqual([]);
    const doc = await documentOf('passport');
    expect(doc).toMatchObject({ storage_key: id, key_id: documentStorage(api.config, api.db.knex).keyring.current.id });

    const res = await api.request(`/api/documents/${doc!.id}/file?download`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await readAll(await documentStorage(api.config, api.db.knex).read(id))).equals(pdf)).toBe(true);
  });

  it('refuses a sealed object changed in the bucket', async () => {
    const doc = await documentOf('passport');
    const sealed = await objectBytes(`sealed/${doc!.storage_key}`);
    sealed[30]! ^= 0x01;
    await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: `sealed/${doc!.storage_key}`, Body: sealed }));
    expect((await api.request(`/api/documents/${doc!.id}/file?download`, { headers: { cookie } })).status).toBe(500);
  });

  it('removes a document: a replaced one, one removed through the store, a cancelled upload', async () => {
    const before = await documentOf('passport');
    const pdf = uniquePdf(50_000);
    const created = await createUpload(api, cookie, pdf.length, { documentType: 'passport', filename: 'passport-2.pdf' });
    const location = created.headers.get('location')!;
    expect((await patchUpload(api, cookie, location, 0, pdf)).status).toBe(204);
    const after = await documentOf('passport');
    expect(after!.storage_key).not.toBe(before!.storage_key);
    expect(await keysInBucket()).toEqual([`sealed/${after!.storage_key}`]);

    await documentStorage(api.config, api.db.knex).remove(after!.storage_key);
    expect(await keysInBucket()).toEqual([]);
    // Removing again is no error (a removal retried).
    await documentStorage(api.config, api.db.knex).remove(after!.storage_key);

    const cancelled = await createUpload(api, cookie, 6 * MB, { documentType: 'bank_statement', filename: 'bank.pdf' });
    const cancelledAt = cancelled.headers.get('location')!;
    expect((await patchUpload(api, cookie, cancelledAt, 0, uniquePdf(MB))).status).toBe(204);
    expect((await keysInBucket()).length).toBeGreaterThan(0);
    expect((await deleteUpload(api, cookie, cancelledAt)).status).toBe(204);
    expect(await keysInBucket()).toEqual([]);
    await api.db.knex('documents').where({ student_id: studentId, type: 'passport' }).del();
  });

  it('seals a plain object stored before encryption, once', async () => {
    const pdf = uniquePdf(80_000);
    const key = randomBytes(16).toString('hex');
    await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: pdf }));
    await api.db
      .knex('documents')
      .insert({ student_id: studentId, type: 'offer_letter', file_name: 'offer.pdf', size: pdf.length, content_type: 'application/pdf', sha256: 'x', storage_key: key });
    expect(await objectsWithPlainBytes(pdf)).toEqual([key]);
    expect(await sealExistingDocuments(api.db.knex, documentStorage(api.config, api.db.knex))).toBe(1);
    expect(await keysInBucket()).toEqual([`sealed/${key}`]);
    expect(await objectsWithPlainBytes(pdf)).toEqual([]);
    expect((await readAll(await documentStorage(api.config, api.db.knex).read(key))).equals(pdf)).toBe(true);
    expect(await sealExistingDocuments(api.db.knex, documentStorage(api.config, api.db.knex))).toBe(0);
    await documentStorage(api.config, api.db.knex).remove(key);
    await api.db.knex('documents').where({ storage_key: key }).del();
  });

  describe.skipIf(!SERVER_URL)('two API processes sharing the bucket', () => {
    let a: ServerProcess;
    let b: ServerProcess;
    const dirs: string[] = [];

    beforeAll(async () => {
      // Each with a data directory of its own: nothing of a document is shared but the bucket and the database.
      const start = async () => {
        const dir = await mkdtemp(join(tmpdir(), 'mc-s3-process-'));
        dirs.push(dir);
        return startServerProcess({ ...env, ...S3_CREDENTIALS, DATABASE_URL: api.db.url!, DATA_DIR: dir });
      };
      [a, b] = await Promise.all([start(), start()]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    const on = (server: ServerProcess) => ({ url: server.url, request: (path: string, init?: RequestInit) => fetch(server.url + path, init) }) as TestApi;

    it('resumes on one process an upload begun on the other, and each serves the file', async () => {
      const pdf = uniquePdf(6 * MB);
      const cookieA = await portalLogin(on(a), DEMO);
      const created = await createUpload(on(a), cookieA, pdf.length, { documentType: 'bank_statement', filename: 'bank.pdf' });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      const id = location.split('/').pop()!;
      expect((await patchUpload(on(a), cookieA, location, 0, pdf.subarray(0, 2 * MB))).status).toBe(204);
      // The session and the upload are in Postgres and the bucket: the other process carries on.
      expect((await headUpload(on(b), cookieA, location)).headers.get('upload-offset')).toBe(String(2 * MB));
      expect((await patchUpload(on(b), cookieA, location, 2 * MB, pdf.subarray(2 * MB))).status).toBe(204);

      expect((await keysInBucket()).filter((k) => k.includes(id))).toEqual([`sealed/${id}`]);
      expect(await objectsWithPlainBytes(pdf)).toEqual([]);
      const doc = await documentOf('bank_statement');
      for (const server of [a, b]) {
        const res = await fetch(`${server.url}/api/documents/${doc!.id}/file?download`, { headers: { cookie: cookieA } });
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
      }

      // A replacement through one process removes the first file for both.
      const next = uniquePdf(10_000);
      const again = await createUpload(on(b), cookieA, next.length, { documentType: 'bank_statement', filename: 'bank-2.pdf' });
      expect((await patchUpload(on(b), cookieA, again.headers.get('location')!, 0, next)).status).toBe(204);
      expect(await keysInBucket()).not.toContain(`sealed/${id}`);
      const res = await fetch(`${a.url}/api/documents/${doc!.id}/file?download`, { headers: { cookie: cookieA } });
      expect(Buffer.from(await res.arrayBuffer()).equals(next)).toBe(true);
    });
  });
});
