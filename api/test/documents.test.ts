import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, DOCUMENT_MAX_BYTES, errorBodySchema, type AdminRole, type DocumentChecklist } from '@contract';
import { cookieFor, expectAccessRules, inEveryScope } from './admin-helpers';
import { createOtherPortalStudent, OTHER_STUDENT, type OtherStudent } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';
import { createUpload as createUploadAs, DEMO, headUpload, patchUpload, portalLogin, TUS } from './upload-helpers';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2_000, 1)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(500, 2)]);

let api: TestApi;
let dataDir: string;
let other: OtherStudent;
let demoCookie: string;
let otherCookie: string;
let demoStudentId: string;

const login = (credentials: { username: string; password: string }) => portalLogin(api, credentials);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mc-documents-'));
  api = await startTestApi({ env: { DATA_DIR: dataDir } });
  other = await createOtherPortalStudent(api.db.knex);
  demoCookie = await login(DEMO);
  otherCookie = await login({ username: OTHER_STUDENT.username, password: OTHER_STUDENT.password });
  const account = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
  demoStudentId = account.student_id;
  // Unassigned, so the access tests see each role's permission, not the row scope's 404 (issue 33).
  await inEveryScope(api.db.knex, [demoStudentId, other.studentId]);
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

const createUpload = (cookie: string | undefined, length: number, meta: Record<string, string>, extra?: Record<string, string>) =>
  createUploadAs(api, cookie, length, meta, extra);
const patch = (cookie: string, location: string, offset: number, bytes: Buffer) => patchUpload(api, cookie, location, offset, bytes);
const head = (cookie: string, location: string) => headUpload(api, cookie, location);

async function upload(cookie: string, type: string, bytes: Buffer, filename: string): Promise<Response> {
  const created = await createUpload(cookie, bytes.length, { documentType: type, filename });
  expect(created.status).toBe(201);
  return patch(cookie, created.headers.get('location')!, 0, bytes);
}

/**
 * A PATCH whose connection drops midway: it announces the whole file, sends `sent` bytes, then the socket is
 * destroyed, as when a phone loses its signal.
 */
function interruptedPatch(cookie: string, location: string, offset: number, whole: Buffer, sent: number): Promise<void> {
  const url = new URL(api.url + location);
  return new Promise((resolve) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(whole.length - offset),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(whole.subarray(offset, offset + sent), () => setTimeout(() => req.destroy(), 300));
  });
}

const checklistOf = async (cookie: string, path = '/api/portal/documents'): Promise<DocumentChecklist> => {
  const res = await api.request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentChecklist;
};
const item = (list: DocumentChecklist, type: string) => list.items.find((i) => i.type === type);
const messageOf = async (res: Response) => errorBodySchema.parse(await res.json()).error.message;

describe('the checklist', () => {
  it("lists the fixed items as missing, then what the student's applications add, without repeating a fixed one", async () => {
    const list = await checklistOf(otherCookie);
    expect(list.items.slice(0, 7).map((i) => [i.type, i.label, i.status])).toEqual([
      ['passport', 'Passport', 'missing'],
      ['academic_transcripts', 'Academic transcripts', 'missing'],
      ['english_test', 'English test result', 'missing'],
      ['passport_photo', 'Passport photo', 'missing'],
      ['bank_statement', 'Bank statement', 'missing'],
      ['offer_letter', 'Offer letter', 'missing'],
      ['visa_documents', 'Visa documents', 'missing'],
    ]);
    const demo = await checklistOf(demoCookie);
    // "Passport copy (all pages)", "IELTS 6.0 or equivalent" and "Academic transcripts" are fixed items already.
    expect(demo.items.slice(7).map((i) => i.label)).toEqual(
      expect.arrayContaining(['Personal statement', 'Two recommendation letters']),
    );
    expect(demo.items.filter((i) => i.type === 'passport')).toHaveLength(1);
    expect(item(demo, 'extra:personal-statement')).toMatchObject({ status: 'missing', document: null });
  });

  it('is 401 without a portal session', async () => {
    expect((await api.request('/api/portal/documents')).status).toBe(401);
  });
});

describe('tus uploads at /api/uploads', () => {
  it('resumes after an interrupted PATCH: HEAD says how much arrived, the next PATCH sends the rest', async () => {
    const created = await createUpload(demoCookie, PDF.length, { documentType: 'passport', filename: 'passport scan.pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    // Same-origin only: tus's default `Access-Control-Allow-Origin: *` is not sent.
    expect(created.headers.get('access-control-allow-origin')).toBeNull();

    await interruptedPatch(demoCookie, location, 0, PDF, 120_000);
    const afterDrop = await head(demoCookie, location);
    expect(afterDrop.status).toBe(200);
    const offset = Number(afterDrop.headers.get('upload-offset'));
    // What arrived before the drop is kept: not zero, not the whole file.
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(120_000);

    const first = await patch(demoCookie, location, offset, PDF.subarray(offset, 200_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('200000');
    const again = await head(demoCookie, location);
    expect(again.headers.get('upload-offset')).toBe('200000');
    const rest = await patch(demoCookie, location, 200_000, PDF.subarray(200_000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(PDF.length));

    const list = await checklistOf(demoCookie);
    expect(item(list, 'passport')).toMatchObject({ status: 'uploaded', document: { fileName: 'passport scan.pdf', size: PDF.length } });
    const row = await api.db.knex('documents').where({ student_id: demoStudentId, type: 'passport' }).first();
    expect(row).toMatchObject({ content_type: 'application/pdf', status: 'uploaded', version: 1 });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes PNG and HEIC by their content', async () => {
    expect((await upload(demoCookie, 'passport_photo', PNG, 'me.png')).status).toBe(204);
    expect((await upload(demoCookie, 'bank_statement', HEIC, 'IMG_0001.HEIC')).status).toBe(204);
    const list = await checklistOf(demoCookie);
    expect(item(list, 'passport_photo')?.status).toBe('uploaded');
    const heic = await api.db.knex('documents').where({ student_id: demoStudentId, type: 'bank_statement' }).first();
    expect(heic.content_type).toBe('image/heic');
  });

  it('refuses a file whose content is not a PDF or image, whatever its name, and keeps nothing of it', async () => {
    const files = (await readdir(join(dataDir, 'uploads'))).length;
    for (const bytes of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('MZ\x90\x00 not really a PDF')]) {
      const res = await upload(otherCookie, 'offer_letter', bytes, 'offer.pdf');
      expect(res.status).toBe(415);
      expect(await res.text()).toMatch(/not a PDF, JPEG, PNG or HEIC/);
    }
    expect(item(await checklistOf(otherCookie), 'offer_letter')?.status).toBe('missing');
    // The refused bytes are gone; only the upload's small .json record may stay behind.
    const left = (await readdir(join(dataDir, 'uploads'))).filter((f) => !f.endsWith('.json'));
    expect(left.length).toBeLessThanOrEqual(files);
  });

  it('refuses a file over 10 MB from its announced length (413)', async () => {
    const res = await createUpload(demoCookie, DOCUMENT_MAX_BYTES + 1, { documentType: 'offer_letter', filename: 'big.pdf' });
    expect(res.status).toBe(413);
    const exactly = await createUpload(demoCookie, DOCUMENT_MAX_BYTES, { documentType: 'offer_letter', filename: 'max.pdf' });
    expect(exactly.status).toBe(201);
  });

  it('refuses a documentType that is not on the checklist, and an anonymous or cross-site upload', async () => {
    const wrong = await createUpload(demoCookie, 10, { documentType: 'selfie', filename: 'x.pdf' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/checklist/);
    const anonymous = await createUpload(undefined, 10, { documentType: 'passport', filename: 'x.pdf' });
    expect(anonymous.status).toBe(401);
    const crossSite = await createUpload(demoCookie, 10, { documentType: 'passport' }, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });

  it("answers 404 to another student's upload (HEAD and PATCH)", async () => {
    const created = await createUpload(demoCookie, PDF.length, { documentType: 'offer_letter', filename: 'offer.pdf' });
    const location = created.headers.get('location')!;
    expect((await head(otherCookie, location)).status).toBe(404);
    expect((await patch(otherCookie, location, 0, PDF)).status).toBe(404);
    expect((await head(demoCookie, location)).status).toBe(200);
  });

  it('replaces the earlier upload of a type: the state starts again at uploaded and the old file is removed', async () => {
    const before = await api.db.knex('documents').where({ student_id: demoStudentId, type: 'passport_photo' }).first();
    expect((await upload(demoCookie, 'passport_photo', PNG, 'better.png')).status).toBe(204);
    const after = await api.db.knex('documents').where({ student_id: demoStudentId, type: 'passport_photo' }).first();
    expect(after).toMatchObject({ id: before.id, file_name: 'better.png', version: before.version + 1 });
    expect(await readdir(join(dataDir, 'uploads'))).not.toContain(before.storage_key);
  });
});

describe('GET /api/documents/:id/file', () => {
  const passport = async () => (await api.db.knex('documents').where({ student_id: demoStudentId, type: 'passport' }).first()) as { id: string };

  it('gives the student their file with its type, nosniff and inline only for a PDF or image', async () => {
    const { id } = await passport();
    const res = await api.request(`/api/documents/${id}/file`, { headers: { cookie: demoCookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="passport scan.pdf"/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const download = await api.request(`/api/documents/${id}/file?download`, { headers: { cookie: demoCookie } });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    await download.arrayBuffer();
  });

  it('serves a HEIC photo as an attachment (browsers cannot show it)', async () => {
    const heic = await api.db.knex('documents').where({ student_id: demoStudentId, type: 'bank_statement' }).first();
    const res = await api.request(`/api/documents/${heic.id}/file`, { headers: { cookie: demoCookie } });
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="IMG_0001.HEIC"/);
    expect(res.headers.get('content-type')).toBe('image/heic');
    await res.arrayBuffer();
  });

  it('gives it to staff whose role reads documents; everyone else gets a 404', async () => {
    const { id } = await passport();
    const path = `/api/documents/${id}/file`;
    const counselor = await api.request(path, { headers: { cookie: await cookieFor(api.db.knex, 'counselor') } });
    expect(counselor.status).toBe(200);
    await counselor.arrayBuffer();
    expect((await api.request(path, { headers: { cookie: otherCookie } })).status).toBe(404);
    expect((await api.request(path)).status).toBe(404);
    expect((await api.request('/api/documents/not-an-id/file')).status).toBe(404);
  });
});

describe('staff: GET /api/admin/students/:id/documents and PATCH /api/admin/documents/:id', () => {
  it('answers the checklist to roles that read documents, 403 to others', async () => {
    const path = `/api/admin/students/${demoStudentId}/documents`;
    const counselor = await api.request(path, { headers: { cookie: await cookieFor(api.db.knex, 'counselor') } });
    expect(counselor.status).toBe(200);
    const list = (await counselor.json()) as DocumentChecklist;
    expect((await api.request(path, { headers: { cookie: await cookieFor(api.db.knex, 'support') } })).status).toBe(403);
    expect(item(list, 'passport')?.status).toBe('uploaded');
    expect((await api.request(path)).status).toBe(401);
    expect((await api.request(`/api/admin/students/${other.studentId}/documents`, { headers: { cookie: demoCookie } })).status).toBe(401);
  });

  it('verifies, and rejects only with a reason the student then sees; the timeline records both', async () => {
    const doc = await api.db.knex('documents').where({ student_id: demoStudentId, type: 'passport' }).first();
    const counselor = await cookieFor(api.db.knex, 'counselor');
    const review = (body: unknown, cookie = counselor) =>
      api.request(`/api/admin/documents/${doc.id}`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const support = await review({ status: 'verified' }, await cookieFor(api.db.knex, 'support'));
    expect(support.status).toBe(403);
    const noReason = await review({ status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(await messageOf(noReason)).toMatch(/Say why/);
    expect((await review({ status: 'lost' })).status).toBe(400);

    const verified = await review({ status: 'verified' });
    expect(verified.status).toBe(200);
    expect(item((await verified.json()) as DocumentChecklist, 'passport')?.status).toBe('verified');
    expect(item(await checklistOf(demoCookie), 'passport')?.status).toBe('verified');

    const rejected = await review({ status: 'rejected', reason: 'The photo page is cut off.' });
    expect(rejected.status).toBe(200);
    expect(item(await checklistOf(demoCookie), 'passport')).toMatchObject({
      status: 'rejected',
      document: { reason: 'The photo page is cut off.' },
    });

    const timeline = await api.request(`/api/admin/students/${demoStudentId}/activity`, { headers: { cookie: counselor } });
    const titles = ((await timeline.json()) as { items: { title: string; detail: string }[] }).items.map((e) => e.title);
    expect(titles.slice(0, 2)).toEqual(['Document rejected', 'Document verified']);
  });

  it("answers 404 for a document that does not exist", async () => {
    const res = await api.request('/api/admin/documents/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      headers: { cookie: await cookieFor(api.db.knex, 'counselor'), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'verified' }),
    });
    expect(res.status).toBe(404);
  });
});

describe('a merge keeps no orphan files', () => {
  it("moves the lead's documents the kept student lacks and removes the files of those it already has", async () => {
    const admin = await cookieFor(api.db.knex, 'super_admin');
    const create = async (body: Record<string, unknown>) => {
      const res = await api.request('/api/admin/students', {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ id: crypto.randomUUID(), country: 'Kenya', ...body }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string; version: number };
    };
    const kept = await create({ name: 'Halima Noor', phone: '+254 700 555 101' });
    const lead = await create({ name: 'Halima N.', phone: '0700555101' });
    const file = async (studentId: string, type: string) => {
      const key = crypto.randomUUID().replaceAll('-', '');
      await writeFile(join(dataDir, 'uploads', key), PDF);
      await api.db.knex('documents').insert({ student_id: studentId, type, file_name: `${type}.pdf`, size: PDF.length, content_type: 'application/pdf', sha256: 'x', storage_key: key });
      return key;
    };
    await file(kept.id, 'passport');
    const leadPassport = await file(lead.id, 'passport');
    const leadTranscripts = await file(lead.id, 'academic_transcripts');

    const res = await api.request(`/api/admin/students/${lead.id}/duplicates`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ resolution: 'merge', into: kept.id, version: lead.version, intoVersion: kept.version }),
    });
    expect(res.status).toBe(200);
    const rows = await api.db.knex('documents').whereIn('student_id', [kept.id, lead.id]).select('student_id', 'type', 'storage_key');
    expect(rows.filter((r) => r.student_id === lead.id)).toEqual([]);
    expect(rows.find((r) => r.type === 'academic_transcripts')?.storage_key).toBe(leadTranscripts);
    const files = await readdir(join(dataDir, 'uploads'));
    expect(files).not.toContain(leadPassport);
    expect(files).toContain(leadTranscripts);
  });
});

// Attack review, issue 25 finding 4: passports and bank statements reached every role that reads students.
describe('documents reach the caseworker roles only (documents:read)', () => {
  /** A live student of their own with a passport on file, so no other test's review changes what this one sees. */
  const studentWithPassport = async () => {
    const studentId = crypto.randomUUID();
    await api.db.knex('students').insert({ id: studentId, personal_info: { name: 'Hodan Caseworker', country: 'Somalia' }, stage: 'lead' });
    const key = crypto.randomUUID().replaceAll('-', '');
    await writeFile(join(dataDir, 'uploads', key), PDF);
    const [doc] = await api.db
      .knex('documents')
      .insert({ student_id: studentId, type: 'passport', file_name: 'passport.pdf', size: PDF.length, content_type: 'application/pdf', sha256: 'x', storage_key: key })
      .returning<{ id: string }[]>('id');
    // In every counselor's and visa officer's row scope (an unassigned visa case): this is about each role's permission.
    await inEveryScope(api.db.knex, [studentId], { visaCase: true });
    return { studentId, documentId: doc!.id };
  };
  const byRole = async (answer: (role: AdminRole, cookie: string) => Promise<number>) => {
    const statuses: Record<string, number> = {};
    for (const role of ADMIN_ROLES) statuses[role] = await answer(role, await cookieFor(api.db.knex, role));
    return statuses;
  };
  const expected = (status: (role: AdminRole) => number) => Object.fromEntries(ADMIN_ROLES.map((role) => [role, status(role)]));

  it('gives the checklist to the roles with documents:read and 403 to the other four', async () => {
    const { studentId } = await studentWithPassport();
    await expectAccessRules(api, `/api/admin/students/${studentId}/documents`, 'documents:read');
    expect(ADMIN_ROLES.filter((role) => can(role, 'documents:read'))).toEqual(['super_admin', 'admissions_lead', 'visa_officer', 'counselor']);
  });

  it("gives a student's file to those roles only; marketing, partnerships, finance and support get the same 404 as a stranger", async () => {
    const { documentId } = await studentWithPassport();
    const statuses = await byRole(async (_role, cookie) => {
      const res = await api.request(`/api/documents/${documentId}/file`, { headers: { cookie } });
      await res.arrayBuffer();
      return res.status;
    });
    expect(statuses).toEqual(expected((role) => (can(role, 'documents:read') ? 200 : 404)));
  });

  it('lets only roles with documents:read and students:write verify or reject a document (403 to the rest, nothing changed)', async () => {
    const { documentId } = await studentWithPassport();
    const statuses = await byRole(async (_role, cookie) => {
      const res = await api.request(`/api/admin/documents/${documentId}`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'rejected', reason: 'Blurred.' }),
      });
      await res.arrayBuffer();
      return res.status;
    });
    expect(statuses).toEqual(expected((role) => (can(role, 'documents:read') && can(role, 'students:write') ? 200 : 403)));
    expect(statuses.marketing).toBe(403);
  });

  it("keeps document reviews (a file's name, why it was rejected) off the timeline of roles without documents:read", async () => {
    const { studentId, documentId } = await studentWithPassport();
    const counselor = await cookieFor(api.db.knex, 'counselor');
    const res = await api.request(`/api/admin/documents/${documentId}`, {
      method: 'PATCH',
      headers: { cookie: counselor, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'rejected', reason: 'The photo page is cut off.' }),
    });
    expect(res.status).toBe(200);
    const actions = await byRole(async (_role, cookie) => {
      const timeline = await api.request(`/api/admin/students/${studentId}/activity`, { headers: { cookie } });
      const items = ((await timeline.json()) as { items: { action: string }[] }).items;
      return items.filter((e) => e.action === 'document_reviewed').length;
    });
    expect(actions).toEqual(expected((role) => (can(role, 'documents:read') ? 1 : 0)));
  });
});
