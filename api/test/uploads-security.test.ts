// Attack review (issue 25) finding 1: a student must never reach another student's upload through /api/uploads,
// whatever the path or query string says. The Koa owner check and tus must agree on which upload a request names.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherPortalStudent, OTHER_STUDENT } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';
import { createUpload, DEMO, deleteUpload, headUpload, patchUpload, PDF_HEAD, portalLogin, rawRequest, TUS } from './upload-helpers';

let api: TestApi;
let dataDir: string;
let attacker: string;
let victim: string;

const VICTIM_LENGTH = 5_000;
const VICTIM_BYTES = Buffer.concat([PDF_HEAD, Buffer.alloc(991, 0x41)]);
const FORGED = Buffer.alloc(VICTIM_LENGTH, 0x46);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mc-uploads-security-'));
  api = await startTestApi({ env: { DATA_DIR: dataDir } });
  await createOtherPortalStudent(api.db.knex);
  attacker = await portalLogin(api, DEMO);
  victim = await portalLogin(api, { username: OTHER_STUDENT.username, password: OTHER_STUDENT.password });
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** An unfinished upload of `cookie`'s student with its first bytes sent: its id. */
async function startUpload(cookie: string, type: string): Promise<string> {
  const created = await createUpload(api, cookie, VICTIM_LENGTH, { documentType: type, filename: `${type}.pdf` });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  expect((await patchUpload(api, cookie, location, 0, VICTIM_BYTES)).status).toBe(204);
  return location.split('/').pop()!;
}

/** The victim's upload is still there, as the victim left it. */
async function expectUntouched(id: string): Promise<void> {
  const own = await headUpload(api, victim, `/api/uploads/${id}`);
  expect(own.status).toBe(200);
  expect(own.headers.get('upload-offset')).toBe(String(VICTIM_BYTES.length));
  expect(own.headers.get('upload-length')).toBe(String(VICTIM_LENGTH));
  expect((await readFile(join(dataDir, 'uploads', id))).equals(VICTIM_BYTES)).toBe(true);
}

describe("another student's upload, named after the attacker's own id", () => {
  it('is not read, written or deleted through a query string (HEAD, PATCH, DELETE)', async () => {
    const victimId = await startUpload(victim, 'passport');
    const ownId = await startUpload(attacker, 'academic_transcripts');
    const url = `/api/uploads/${ownId}?q=/${victimId}`;

    const head = await headUpload(api, attacker, url);
    expect([400, 403, 404]).toContain(head.status);
    expect(head.headers.get('upload-length')).toBeNull();

    const patch = await patchUpload(api, attacker, url, VICTIM_BYTES.length, FORGED.subarray(VICTIM_BYTES.length));
    expect([400, 403, 404]).toContain(patch.status);
    expect((await deleteUpload(api, attacker, url)).status).toBeGreaterThanOrEqual(400);
    await expectUntouched(victimId);
    expect(await api.db.knex('documents').where({ storage_key: victimId }).first()).toBeUndefined();
    // The attacker's own upload still answers at its own address.
    expect((await headUpload(api, attacker, `/api/uploads/${ownId}`)).status).toBe(200);
  });

  it('is not reached by any variant of the path or query (encoded slashes, ;, #, //, .., trailing slash, case)', async () => {
    const victimId = await startUpload(victim, 'english_test');
    const ownId = await startUpload(attacker, 'english_test');
    const prefix = fc.constantFrom('/api/uploads/', '/api/uploads//', '//api/uploads/', '/api//uploads/', '/API/uploads/', '/api/uploads/./', '/api/x/../uploads/');
    const separator = fc.constantFrom('?q=/', '?/', '?', '&/', '/', '//', '%2F', '%2f', ';/', ';', '#/', '/../', '/./', '/..%2F', '%2F..%2F', '/%2e%2e/', '?x=1#/');
    const target = fc
      .record({ prefix, separator, own: fc.boolean(), upper: fc.boolean(), trailing: fc.constantFrom('', '/', '?', '#', '%2F', ';') })
      .map(({ prefix: p, separator: s, own, upper, trailing }) => {
        const v = upper ? victimId.toUpperCase() : victimId;
        return own ? `${p}${ownId}${s}${v}${trailing}` : `${p}${v}${trailing}`;
      });
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('HEAD', 'PATCH', 'DELETE'), async (path, method) => {
        const headers: Record<string, string> = { ...TUS, cookie: attacker };
        let body: Buffer | undefined;
        if (method === 'PATCH') {
          headers['Upload-Offset'] = String(VICTIM_BYTES.length);
          headers['Content-Type'] = 'application/offset+octet-stream';
          body = FORGED.subarray(VICTIM_BYTES.length);
        }
        const res = await rawRequest(api, method, path, headers, body);
        // Refused; a 2xx only from what is not the upload endpoint at all (the web app's fallback page).
        if (res.status < 400) expect(res.headers['tus-resumable']).toBeUndefined();
        expect(res.headers['upload-length']).toBeUndefined();
        expect(res.headers['upload-metadata']).toBeUndefined();
        await expectUntouched(victimId);
      }),
      { numRuns: 80 },
    );
    expect((await headUpload(api, attacker, `/api/uploads/${ownId}`)).headers.get('upload-offset')).toBe(String(VICTIM_BYTES.length));
  });
});
