// Documents encrypted at rest on the directory store (issue 31 item 5, docs/SECURITY.md §documents at rest): no file
// under DATA_DIR/uploads holds a document's plain bytes once it is uploaded, downloads give the original bytes, a
// changed file is refused, files stored before encryption are sealed by the startup step, and keys rotate.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsKeyFile, loadKeyring, readKeyFile } from '../src/documents/documents-key';
import { rewrapDocumentKeys, rotateDocumentsKey } from '../src/documents/key-rotation';
import { sealExistingDocuments } from '../src/documents/seal-existing';
import { keyringOf, newMasterKeyText, parseMasterKey, unwrapFileKey, wrapFileKey } from '../src/documents/sealing';
import { documentStorage, readAll } from '../src/documents/storage';
import { startTestApi, type TestApi } from './test-api';
import { SERVER_URL } from './test-database';
import { createUpload, DEMO, headUpload, patchUpload, PDF_HEAD, portalLogin } from './upload-helpers';

let api: TestApi;
let dataDir: string;
let cookie: string;
let studentId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mc-at-rest-'));
  api = await startTestApi({ env: { DATA_DIR: dataDir } });
  cookie = await portalLogin(api, DEMO);
  studentId = (await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id')).student_id;
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A PDF whose body no other file could hold by chance: random bytes after the header. */
const uniquePdf = (bytes: number) => Buffer.concat([PDF_HEAD, randomBytes(bytes)]);

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else out.push(path);
  }
  return out;
}

/** Whether any file under the upload directory holds a 32-byte stretch of `plain` (from several places in it). */
async function plainBytesFound(plain: Buffer): Promise<string[]> {
  const probes = [9, Math.floor(plain.length / 2), plain.length - 40].map((at) => plain.subarray(at, at + 32));
  const found: string[] = [];
  for (const file of await filesUnder(join(dataDir, 'uploads'))) {
    const bytes = await readFile(file);
    if (probes.some((p) => bytes.includes(p))) found.push(file);
  }
  return found;
}

/** Uploads `bytes` as `type` in two PATCHes with a HEAD between, as a resumed upload does; the upload id. */
async function uploadInTwo(type: string, bytes: Buffer): Promise<string> {
  const created = await createUpload(api, cookie, bytes.length, { documentType: type, filename: `${type}.pdf` });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const half = Math.floor(bytes.length / 2);
  expect((await patchUpload(api, cookie, location, 0, bytes.subarray(0, half))).status).toBe(204);
  expect((await headUpload(api, cookie, location)).headers.get('upload-offset')).toBe(String(half));
  expect((await patchUpload(api, cookie, location, half, bytes.subarray(half))).status).toBe(204);
  return location.split('/').pop()!;
}

const documentOf = (type: string) =>
  api.db.knex('documents').where({ student_id: studentId, type }).first<{ id: string; storage_key: string; wrapped_key: string | null; key_id: string | null }>();
const download = (id: string) => api.request(`/api/documents/${id}/file?download`, { headers: { cookie } });

describe('a document uploaded to the directory store', () => {
  it('leaves no plain byte under the upload directory; the download gives the original bytes', async () => {
    const pdf = uniquePdf(300_000);
    const key = await uploadInTwo('passport', pdf);
    const doc = await documentOf('passport');
    expect(doc).toMatchObject({ storage_key: key, key_id: documentStorage(api.config, api.db.knex).keyring.current.id });
    expect(doc!.wrapped_key).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // Only the sealed file is left of it: tus's staged file and its metadata are gone.
    const files = await filesUnder(join(dataDir, 'uploads'));
    expect(files.filter((f) => f.includes(key))).toEqual([join(dataDir, 'uploads', 'sealed', key)]);
    expect((await stat(join(dataDir, 'uploads', 'sealed', key))).size).toBeGreaterThan(pdf.length);
    expect(await plainBytesFound(pdf)).toEqual([]);

    const res = await download(doc!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    // The store's public read (what erasure and "download my data" use) gives the same bytes by storage key.
    expect((await readAll(await documentStorage(api.config, api.db.knex).read(key))).equals(pdf)).toBe(true);
  });

  it('refuses a changed file: a 500 before any byte, or an answer cut off, never altered bytes', async () => {
    const small = uniquePdf(1_000);
    const smallKey = await uploadInTwo('academic_transcripts', small);
    const sealedSmall = join(dataDir, 'uploads', 'sealed', smallKey);
    const bytes = await readFile(sealedSmall);
    bytes[40]! ^= 0x01;
    await writeFile(sealedSmall, bytes);
    expect((await download((await documentOf('academic_transcripts'))!.id)).status).toBe(500);

    // A change in the last of several chunks: the first chunks (authentic) may have gone out, then the answer breaks.
    const large = uniquePdf(200_000);
    const largeKey = await uploadInTwo('bank_statement', large);
    const sealedLarge = join(dataDir, 'uploads', 'sealed', largeKey);
    const more = await readFile(sealedLarge);
    more[more.length - 20]! ^= 0x01;
    await writeFile(sealedLarge, more);
    const res = await download((await documentOf('bank_statement'))!.id);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});

describe('files stored before encryption', () => {
  it('are sealed by the startup step, once: the plain file goes, the download still gives its bytes', async () => {
    const pdf = uniquePdf(150_000);
    const key = randomBytes(16).toString('hex');
    // A document as the store kept it before: tus's plain file and its metadata, a row without a wrapped key.
    await writeFile(join(dataDir, 'uploads', key), pdf);
    await writeFile(join(dataDir, 'uploads', `${key}.json`), JSON.stringify({ id: key, size: pdf.length, offset: pdf.length, metadata: {} }));
    await api.db.knex('documents').where({ student_id: studentId, type: 'offer_letter' }).del();
    const [row] = await api.db
      .knex('documents')
      .insert({ student_id: studentId, type: 'offer_letter', file_name: 'offer.pdf', size: pdf.length, content_type: 'application/pdf', sha256: 'x', storage_key: key })
      .returning<{ id: string }[]>('id');
    expect((await plainBytesFound(pdf)).length).toBeGreaterThan(0);
    // Until sealed it is still served (from the plain file).
    expect(Buffer.from(await (await download(row!.id)).arrayBuffer()).equals(pdf)).toBe(true);

    const sealedKeys: string[] = [];
    expect(await sealExistingDocuments(api.db.knex, documentStorage(api.config, api.db.knex), (k) => sealedKeys.push(k))).toBeGreaterThanOrEqual(1);
    expect(sealedKeys).toContain(key);
    expect(await plainBytesFound(pdf)).toEqual([]);
    expect(await documentOf('offer_letter')).toMatchObject({ storage_key: key, key_id: documentStorage(api.config, api.db.knex).keyring.current.id });
    const res = await download(row!.id);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);

    // Idempotent: a second start finds nothing to seal.
    expect(await sealExistingDocuments(api.db.knex, documentStorage(api.config, api.db.knex))).toBe(0);
  });

  it('leaves a row whose file is missing as it is, and seals the others', async () => {
    const key = randomBytes(16).toString('hex');
    await api.db.knex('documents').where({ student_id: studentId, type: 'english_test' }).del();
    await api.db
      .knex('documents')
      .insert({ student_id: studentId, type: 'english_test', file_name: 'ielts.pdf', size: 10, content_type: 'application/pdf', sha256: 'x', storage_key: key });
    const logged: string[] = [];
    expect(await sealExistingDocuments(api.db.knex, documentStorage(api.config, api.db.knex), (k) => logged.push(k))).toBe(0);
    expect(logged.join('\n')).toMatch(new RegExp(`${key}: not sealed`));
    expect(await documentOf('english_test')).toMatchObject({ wrapped_key: null, key_id: null });
    await api.db.knex('documents').where({ storage_key: key }).del();
  });
});

describe('npm run documents:rotate-key', () => {
  /** Every sealed row opens under `keyring`, and its file gives the bytes its row's size says. */
  async function allOpenUnder(keyring: ReturnType<typeof loadKeyring>): Promise<number> {
    const rows = await api.db.knex('documents').whereNotNull('wrapped_key').select<{ wrapped_key: string; key_id: string }[]>('wrapped_key', 'key_id');
    for (const r of rows) expect(unwrapFileKey({ wrappedKey: r.wrapped_key, keyId: r.key_id }, keyring)).toHaveLength(32);
    return rows.length;
  }

  it('re-wraps every key under a new master; old key ids open while the old key is kept, and only then', async () => {
    const before = loadKeyring(api.config);
    const rows = await api.db.knex('documents').whereNotNull('wrapped_key').count<{ count: string }[]>('* as count');
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
    // DOCUMENTS_KEY=<new> DOCUMENTS_KEY_PREVIOUS=<old>: every row moves to the new key.
    const next = parseMasterKey(newMasterKeyText());
    const during = keyringOf(next, [before.current]);
    expect(await rewrapDocumentKeys(api.db.knex, during)).toBe(Number(rows[0]!.count));
    expect(await api.db.knex('documents').whereNotNull('key_id').distinct('key_id').pluck('key_id')).toEqual([next.id]);
    expect(await allOpenUnder(keyringOf(next))).toBe(Number(rows[0]!.count));
    await expect(allOpenUnder(before)).rejects.toThrow(/no master key/);
    // Run again: nothing left to move.
    expect(await rewrapDocumentKeys(api.db.knex, during)).toBe(0);
    // A key wrapped by a master no longer given cannot be re-wrapped: the command stops with that id.
    const stray = wrapFileKey(randomBytes(32), keyringOf(parseMasterKey(newMasterKeyText())));
    await api.db.knex('documents').where({ student_id: studentId, type: 'passport' }).update({ wrapped_key: stray.wrappedKey, key_id: stray.keyId });
    await expect(rewrapDocumentKeys(api.db.knex, keyringOf(before.current))).rejects.toThrow(/no master key with id/);
    await api.db.knex('documents').where({ student_id: studentId, type: 'passport' }).del();
    // Back under the generated key, for the test below.
    await rewrapDocumentKeys(api.db.knex, keyringOf(before.current, [next]));
  });

  it('with the generated key: a new key replaces DATA_DIR/documents.key and every row moves to it', async () => {
    const old = readKeyFile(api.config);
    const { rewrapped, keyId, droppedFromFile } = await rotateDocumentsKey(api.db.knex, api.config);
    expect(rewrapped).toBeGreaterThan(0);
    expect(droppedFromFile).toBe(1);
    const now = readKeyFile(api.config);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(old[0]);
    expect(parseMasterKey(now[0]!).id).toBe(keyId);
    expect((await stat(documentsKeyFile(api.config))).mode & 0o777).toBe(0o600);
    await allOpenUnder(loadKeyring(api.config));
  });

  it.skipIf(!SERVER_URL)('runs as the npm script against a database', async () => {
    const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/documents/rotate-key-cli.ts'], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: api.db.url!, DATA_DIR: dataDir },
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d));
      child.stderr.on('data', (d: Buffer) => (out += d));
      child.on('exit', (code) => resolve({ code, out }));
    });
    expect(run.out).toMatch(/file key\(s\) re-wrapped under master key [0-9a-f]{16}/);
    expect(run.code).toBe(0);
    await allOpenUnder(loadKeyring(api.config));
  });
});
