// Attack review (issue 25) finding 5: one student must not fill the disk. Unfinished uploads are limited per student
// (5 at once, 50 MB announced), expire after 24 hours, and a student's stored documents take at most 200 MB.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, STUDENT_DOCUMENTS_BYTES_MAX, UNFINISHED_UPLOAD_BYTES_MAX, UNFINISHED_UPLOADS_MAX } from '@contract';
import { documentStorage } from '../src/documents/storage';
import { sweepUnfinishedUploads } from '../src/documents/upload-limits';
import { createOtherPortalStudent, OTHER_STUDENT, type OtherStudent } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';
import { createUpload, DEMO, deleteUpload, headUpload, patchUpload, PDF_HEAD, portalLogin } from './upload-helpers';

const MB = 1024 * 1024;
const TYPES = ['passport', 'academic_transcripts', 'english_test', 'passport_photo', 'bank_statement', 'offer_letter'];

let api: TestApi;
let dataDir: string;
let other: OtherStudent;
let demo: string;
let otherCookie: string;
let demoStudentId: string;
/** Each test's unfinished uploads, cancelled after it so the next starts with none. */
let started: { cookie: string; location: string }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mc-uploads-limits-'));
  api = await startTestApi({ env: { DATA_DIR: dataDir } });
  other = await createOtherPortalStudent(api.db.knex);
  demo = await portalLogin(api, DEMO);
  otherCookie = await portalLogin(api, { username: OTHER_STUDENT.username, password: OTHER_STUDENT.password });
  demoStudentId = (await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id')).student_id;
});
afterEach(async () => {
  for (const s of started) await deleteUpload(api, s.cookie, s.location);
  started = [];
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(cookie: string, type: string, size = 1_000): Promise<Response> {
  const res = await createUpload(api, cookie, size, { documentType: type, filename: `${type}.pdf` });
  if (res.status === 201) started.push({ cookie, location: res.headers.get('location')! });
  return res;
}
const idOf = (location: string) => location.split('/').pop()!;

describe('unfinished uploads per student', () => {
  it(`takes ${UNFINISHED_UPLOADS_MAX} at once and refuses the next with 429 and a sentence; another student is unaffected`, async () => {
    for (const type of TYPES.slice(0, UNFINISHED_UPLOADS_MAX)) expect((await start(demo, type)).status).toBe(201);
    const refused = await start(demo, TYPES[5]!);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/You have 5 uploads that are not finished\. Finish or cancel one of them/);
    expect((await start(otherCookie, 'passport')).status).toBe(201);
  });

  it('never lets parallel creations past the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => start(demo, TYPES[i % TYPES.length]!)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('frees a place when an upload is cancelled or finished', async () => {
    for (const type of TYPES.slice(0, UNFINISHED_UPLOADS_MAX)) expect((await start(demo, type)).status).toBe(201);
    const cancelled = started.shift()!;
    expect((await deleteUpload(api, demo, cancelled.location)).status).toBe(204);
    expect((await start(demo, 'passport')).status).toBe(201);
    expect((await start(demo, 'offer_letter')).status).toBe(429);

    const finished = started.pop()!;
    const pdf = Buffer.concat([PDF_HEAD, Buffer.alloc(1_000 - PDF_HEAD.length, 0x20)]);
    expect((await patchUpload(api, demo, finished.location, 0, pdf)).status).toBe(204);
    expect((await start(demo, 'offer_letter')).status).toBe(201);
  });

  it(`takes ${UNFINISHED_UPLOADS_MAX} files of the largest size (${UNFINISHED_UPLOAD_BYTES_MAX / MB} MB announced) and no byte more`, async () => {
    expect(UNFINISHED_UPLOADS_MAX * DOCUMENT_MAX_BYTES).toBeLessThanOrEqual(UNFINISHED_UPLOAD_BYTES_MAX);
    for (const type of TYPES.slice(0, UNFINISHED_UPLOADS_MAX)) expect((await start(demo, type, DOCUMENT_MAX_BYTES)).status).toBe(201);
    const rows = await api.db.knex('unfinished_uploads').where({ student_id: demoStudentId }).sum<{ sum: string }[]>('size');
    expect(Number(rows[0]!.sum)).toBe(UNFINISHED_UPLOAD_BYTES_MAX);
    expect((await start(demo, TYPES[5]!, 1)).status).toBe(429);
  });

  it('says a file over 10 MB is too large in a sentence, not tus\'s own words', async () => {
    const res = await start(otherCookie, 'passport', DOCUMENT_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.text()).toBe('This file is larger than 10 MB. Choose a smaller scan or photo.\n');
  });
});

describe(`stored documents per student: ${STUDENT_DOCUMENTS_BYTES_MAX / MB} MB`, () => {
  it('refuses an upload past it with 413 saying how much space is left; the document it replaces is not counted', async () => {
    // 195 MB stored: a 10 MB passport and 185 MB of other documents, and nothing else.
    await api.db.knex('documents').where({ student_id: demoStudentId }).del();
    const rows = [{ type: 'passport', size: 10 * MB }, ...Array.from({ length: 37 }, (_, i) => ({ type: `extra:filler-${i}`, size: 5 * MB }))];
    await api.db.knex('documents').insert(
      rows.map((r) => ({ ...r, student_id: demoStudentId, file_name: `${r.type}.pdf`, content_type: 'application/pdf', sha256: 'x', storage_key: randomBytes(16).toString('hex') })),
    );
    const tooBig = await start(demo, 'english_test', 5 * MB + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toMatch(/Your documents can take up to 200 MB in all and 5 MB is left/);
    expect((await start(demo, 'english_test', 5 * MB)).status).toBe(201);
    // An unfinished upload holds its space: nothing is left now.
    const none = await start(demo, 'offer_letter', 1);
    expect(none.status).toBe(413);
    expect(await none.text()).toMatch(/0 MB is left/);
    // A new passport replaces the 10 MB one: its space counts as free for it.
    expect((await start(demo, 'passport', 10 * MB)).status).toBe(201);
    // Another student is not limited by this one's documents.
    expect((await start(otherCookie, 'english_test', 10 * MB)).status).toBe(201);
    await api.db.knex('documents').where({ student_id: demoStudentId }).whereIn('type', rows.map((r) => r.type)).del();
  });
});

describe('an unfinished upload expires after 24 hours', () => {
  const backdate = async (id: string) => {
    const past = new Date(Date.now() - 26 * 60 * 60 * 1000);
    await api.db.knex('unfinished_uploads').where({ id }).update({ created_at: past });
    const file = join(dataDir, 'uploads', `${id}.json`);
    await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), creation_date: past.toISOString() }));
  };

  it('no longer counts, answers 410, and the sweep removes its bytes but never a finished document', async () => {
    const old: string[] = [];
    for (const type of TYPES.slice(0, UNFINISHED_UPLOADS_MAX)) old.push((await start(demo, type)).headers.get('location')!);
    for (const location of old) await backdate(idOf(location));
    const fresh = await start(demo, 'passport');
    expect(fresh.status).toBe(201);
    expect((await headUpload(api, demo, old[0]!)).status).toBe(410);

    // A finished document as old as they are stays.
    const pdf = Buffer.concat([PDF_HEAD, Buffer.alloc(500, 0x20)]);
    const doc = await createUpload(api, demo, pdf.length, { documentType: 'offer_letter', filename: 'offer.pdf' });
    expect((await patchUpload(api, demo, doc.headers.get('location')!, 0, pdf)).status).toBe(204);
    const docId = idOf(doc.headers.get('location')!);
    // Its place stays held as if it had not been forgotten (a finish that failed midway): the sweep keeps its file.
    await api.db.knex('unfinished_uploads').insert({ id: docId, student_id: demoStudentId, size: pdf.length, created_at: new Date(0) });

    expect(await sweepUnfinishedUploads(api.db.knex, documentStorage(api.config, api.db.knex))).toBe(old.length);
    const files = await readdir(join(dataDir, 'uploads'));
    for (const location of old) expect(files).not.toContain(idOf(location));
    // The document is its sealed file; its plain bytes left staging when it finished.
    expect(files).not.toContain(docId);
    expect(await readdir(join(dataDir, 'uploads', 'sealed'))).toContain(docId);
    expect(files).toContain(idOf(fresh.headers.get('location')!));
    expect(await api.db.knex('unfinished_uploads').whereIn('id', old.map(idOf)).first()).toBeUndefined();
    started = started.filter((s) => !old.includes(s.location));
    expect(other.studentId).toBeTruthy();
  });
});
