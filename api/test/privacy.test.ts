import { randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { activityEntrySchema, ADMIN_ROLES, can, studentDetailSchema, type AdminRole } from '@contract';
import { documentStorage } from '../src/documents/storage';
import { runRetention } from '../src/privacy/retention';
import { cookieFor, expectAccessRules, getAs, inEveryScope } from './admin-helpers';
import { errorOf, sendAs } from './crm-write-helpers';
import { createOtherPortalStudent, OTHER_STUDENT, type OtherStudent } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';
import { createUpload, patchUpload, portalLogin } from './upload-helpers';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);
const silent = { error: () => undefined, info: () => undefined };

let api: TestApi;
let dataDir: string;
let other: OtherStudent;
let superAdmin: string;
let lead: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mc-privacy-'));
  api = await startTestApi({ env: { DATA_DIR: dataDir } });
  other = await createOtherPortalStudent(api.db.knex);
  superAdmin = await cookieFor(api.db.knex, 'super_admin');
  lead = await cookieFor(api.db.knex, 'admissions_lead');
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

const knex = () => api.db.knex;
const studentLogin = () => portalLogin(api, { username: OTHER_STUDENT.username, password: OTHER_STUDENT.password });
const post = (path: string, cookie: string | undefined, body: unknown = {}) => sendAs(api, 'POST', path, cookie, body);
const detail = async (id: string, cookie = superAdmin) => studentDetailSchema.parse(await (await getAs(api, `/api/admin/students/${id}`, cookie)).json());

async function enquire(fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const res = await post('/api/enquiries', undefined, {
    id,
    name: 'Halima Yusuf',
    phone: `+254 7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    email: `halima.${id.slice(0, 8)}@example.com`,
    country: 'Kenya',
    fieldOfStudy: 'Nursing',
    intake: 'September 2027',
    message: 'Which universities offer nursing in English?',
    consent: true,
    ...fields,
  });
  expect(res.status).toBe(201);
  return (await knex()('enquiries').where({ id }).first<{ student_id: string }>('student_id')).student_id;
}

async function uploadPassport(cookie: string): Promise<void> {
  const created = await createUpload(api, cookie, PDF.length, { documentType: 'passport', filename: 'passport kwame.pdf' });
  expect(created.status).toBe(201);
  expect((await patchUpload(api, cookie, created.headers.get('location')!, 0, PDF)).status).toBe(204);
}

/** The ZIP's entries by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('consents on record', () => {
  it('an enquiry records its consent with the wording version; the student page carries it for every role that reads students', async () => {
    const id = await enquire();
    // In every counselor's and visa officer's row scope (issue 33): this is about each role's permission.
    await inEveryScope(knex(), [id], { visaCase: true });
    const { consents } = await detail(id);
    expect(consents).toEqual([
      expect.objectContaining({ purpose: 'enquiry', textVersion: 'enquiry-2026-11', source: 'website', withdrawnAt: null }),
    ]);
    for (const role of ADMIN_ROLES.filter((r) => can(r, 'students:read'))) {
      expect((await detail(id, await cookieFor(knex(), role))).consents, role).toHaveLength(1);
    }
  });

  it("an enquiry from a fair's QR code and a lead typed in fair mode record a consent from the fair", async () => {
    const event = await knex()('events').orderBy('id').first<{ id: string }>('id');
    const fromQr = await enquire({ eventId: event.id });
    expect((await detail(fromQr)).consents).toEqual([expect.objectContaining({ source: 'fair', textVersion: 'enquiry-2026-11' })]);
    const typed = await post('/api/admin/students', superAdmin, { id: randomUUID(), name: 'Fair Lead', country: 'Kenya', eventId: event.id });
    expect(typed.status).toBe(201);
    const { id } = (await typed.json()) as { id: string };
    expect((await detail(id)).consents).toEqual([expect.objectContaining({ purpose: 'enquiry', source: 'fair', textVersion: 'fair-2026-11' })]);
  });

  it('the newsletter records its consent; the student sees it on the Privacy page and withdraws it, not the enquiry one', async () => {
    const cookie = await studentLogin();
    await knex()('consents').insert({ student_id: other.studentId, purpose: 'enquiry', text_version: 'enquiry-2026-11', source: 'website' });
    expect((await post('/api/newsletter', undefined, { email: 'Kwame.Mensah@example.com' })).status).toBe(200);
    const privacy = (await (await getAs(api, '/api/portal/privacy', cookie)).json()) as { consents: { id: string; purpose: string; withdrawnAt: string | null }[] };
    const newsletter = privacy.consents.find((c) => c.purpose === 'newsletter')!;
    const enquiry = privacy.consents.find((c) => c.purpose === 'enquiry')!;
    expect(newsletter).toMatchObject({ withdrawnAt: null });

    const refused = await post(`/api/portal/consents/${enquiry.id}/withdraw`, cookie);
    expect(refused.status).toBe(422);
    const withdrawn = await post(`/api/portal/consents/${newsletter.id}/withdraw`, cookie);
    expect(withdrawn.status).toBe(200);
    const after = (await withdrawn.json()) as { consents: { id: string; withdrawnAt: string | null }[] };
    expect(after.consents.find((c) => c.id === newsletter.id)!.withdrawnAt).not.toBeNull();
    expect(await knex()('newsletter_subscribers').whereRaw('lower(email) = ?', ['kwame.mensah@example.com']).first()).toBeUndefined();
    expect((await getAs(api, '/api/portal/privacy', undefined)).status).toBe(401);
  });
});

describe('GET /api/portal/my-data', () => {
  it('streams a ZIP: data.json with everything held and each document file; audited', async () => {
    const cookie = await studentLogin();
    await uploadPassport(cookie);
    const doc = await knex()('documents').where({ student_id: other.studentId }).first<{ id: string }>('id');
    const caseworker = await cookieFor(knex(), 'counselor');
    expect((await getAs(api, `/api/documents/${doc.id}/file`, caseworker)).status).toBe(200);
    await knex()('student_notes').insert({ id: randomUUID(), student_id: other.studentId, kind: 'call', body: 'Asked about hostel fees', outcome: 'reached' });

    const res = await getAs(api, '/api/portal/my-data', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(['data.json', 'documents/passport-passport kwame.pdf']);
    expect(entries.get('documents/passport-passport kwame.pdf')!.equals(PDF)).toBe(true);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.profile.personalInfo.name).toBe(OTHER_STUDENT.name);
    expect(data.applications).toEqual([expect.objectContaining({ program: OTHER_STUDENT.program, university: OTHER_STUDENT.university })]);
    expect(data.visaCases).toEqual([expect.objectContaining({ visaType: OTHER_STUDENT.visaType })]);
    expect(data.tasks.map((t: { task: string }) => t.task).sort()).toEqual([...OTHER_STUDENT.tasks].sort());
    expect(data.documents).toEqual([expect.objectContaining({ type: 'passport', fileName: 'passport kwame.pdf' })]);
    expect(data.documents[0]).not.toHaveProperty('storageKey');
    expect(data.notes).toEqual([expect.objectContaining({ body: 'Asked about hostel fees' })]);
    expect(data.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual(['enquiry', 'newsletter']);
    expect(data.documentAccessLog).toEqual(
      expect.arrayContaining([expect.objectContaining({ documentType: 'passport', openedBy: 'staff', staffName: 'Test counselor' })]),
    );
    expect(await knex()('activity_log').where({ entity: 'student', entity_id: other.studentId, action: 'data_downloaded' }).first('id')).toBeDefined();
    expect((await getAs(api, '/api/portal/my-data', undefined)).status).toBe(401);
    // A staff session is not a student's: the portal's data stays the student's.
    expect((await getAs(api, '/api/portal/my-data', superAdmin)).status).toBe(401);
  });
});

describe('erasure requests', () => {
  it('lists requests for super_admin and admissions_lead only (401 signed out, 403 other roles)', async () => {
    await expectAccessRules(api, '/api/admin/privacy/requests', 'privacy:erase');
    expect(ADMIN_ROLES.filter((r) => can(r, 'privacy:erase'))).toEqual(['super_admin', 'admissions_lead']);
  });

  it('a refusal carries a reason the student reads; a refusal without one is a 400', async () => {
    const studentId = await enquire({ name: 'Refused Person' });
    const queued = await post('/api/admin/privacy/requests', lead, { studentId, reason: 'Asked on the phone' });
    expect(queued.status).toBe(201);
    const { id } = (await queued.json()) as { id: string };
    expect((await post(`/api/admin/privacy/requests/${id}/refuse`, lead, {})).status).toBe(400);
    const refused = await post(`/api/admin/privacy/requests/${id}/refuse`, lead, { reason: 'Your visa case is open with Immigration.' });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ status: 'refused', refusalReason: 'Your visa case is open with Immigration.' });
    expect((await post(`/api/admin/privacy/requests/${id}/approve`, lead)).status).toBe(409);
  });

  it('the student asks; approval erases every personal field, ends the account, deletes the files; a second approval is a 409', async () => {
    const cookie = await studentLogin();
    const asked = await post('/api/portal/erasure-request', cookie, { reason: 'I chose a university at home.' });
    expect(asked.status).toBe(201);
    expect((await post('/api/portal/erasure-request', cookie, {})).status).toBe(200); // the pending one, not a second
    const list = (await (await getAs(api, '/api/admin/privacy/requests', lead)).json()) as { items: { id: string; studentId: string; status: string; openCases: number }[] };
    const request = list.items.find((r) => r.studentId === other.studentId && r.status === 'pending')!;
    expect(request.openCases).toBe(2);
    const key = (await knex()('documents').where({ student_id: other.studentId }).first<{ storage_key: string }>('storage_key')).storage_key;
    await access(join(dataDir, 'uploads', 'sealed', key)); // the sealed file (docs/SECURITY.md, documents at rest)

    for (const role of ['counselor', 'visa_officer', 'marketing'] as AdminRole[]) {
      expect((await post(`/api/admin/privacy/requests/${request.id}/approve`, await cookieFor(knex(), role))).status).toBe(403);
    }
    expect((await post(`/api/admin/privacy/requests/${request.id}/approve`, undefined)).status).toBe(401);
    const approved = await post(`/api/admin/privacy/requests/${request.id}/approve`, lead);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'approved' });

    const row = await knex()('students').where({ id: other.studentId }).first();
    expect(row.personal_info).toEqual({ name: 'Erased student', country: 'Ghana' });
    expect(row).toMatchObject({ field_of_study: null, destination_city: null, stage: 'application_in_progress' });
    expect(row.erased_at).not.toBeNull();
    expect(await knex()('documents').where({ student_id: other.studentId })).toEqual([]);
    await expect(access(join(dataDir, 'uploads', 'sealed', key))).rejects.toThrow();
    expect(await knex()('student_notes').where({ student_id: other.studentId }).whereNull('deleted_at')).toEqual([]);
    expect(await knex()('student_notes').where({ student_id: other.studentId }).whereNot({ body: '' })).toEqual([]);
    expect(await knex()('portal_accounts').where({ student_id: other.studentId })).toEqual([]);
    expect(await knex()('sessions').where({ portal_account_id: other.accountId })).toEqual([]);
    expect((await getAs(api, '/api/portal/privacy', cookie)).status).toBe(401);
    const login = await post('/api/portal/login', undefined, { username: OTHER_STUDENT.username, password: OTHER_STUDENT.password });
    expect(login.status).toBe(401);

    const found = (await (await getAs(api, '/api/admin/students?search=Kwame', superAdmin)).json()) as { items: unknown[] };
    expect(found.items).toEqual([]);
    const timeline = (await (await getAs(api, `/api/admin/students/${other.studentId}/activity`, superAdmin)).json()) as { items: unknown[] };
    const entries = timeline.items.map((e) => activityEntrySchema.parse(e));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.title).toMatch(new RegExp(`^Erased on \\d{4}-\\d{2}-\\d{2} by Test admissions_lead, request ${request.id}$`));
    expect(JSON.stringify(timeline)).not.toMatch(/Kwame|Mensah|kwame/);
    const { consents } = await detail(other.studentId);
    expect(consents!.every((c) => c.withdrawnAt !== null)).toBe(true);

    const again = await post(`/api/admin/privacy/requests/${request.id}/approve`, superAdmin);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/approved already/);
  });

  it('erasing a student also erases the duplicate merged into them; a file already missing from the store is no error', async () => {
    const phone = '+254 711 000 321';
    const kept = await enquire({ name: 'Zainab Merged', phone, email: 'zainab.one@example.com' });
    const duplicate = await enquire({ name: 'Zainab M.', phone, email: 'zainab.two@example.com' });
    const [k, d] = await Promise.all([detail(kept), detail(duplicate)]);
    const merged = await post(`/api/admin/students/${duplicate}/duplicates`, superAdmin, {
      resolution: 'merge',
      into: kept,
      version: d.student.version,
      intoVersion: k.student.version,
    });
    expect(merged.status).toBe(200);
    await knex()('documents').insert({
      student_id: kept,
      type: 'passport',
      file_name: 'gone.pdf',
      size: 10,
      content_type: 'application/pdf',
      sha256: 'x',
      storage_key: `never-stored-${randomUUID()}`,
    });
    const queued = await post('/api/admin/privacy/requests', superAdmin, { studentId: kept });
    const { id } = (await queued.json()) as { id: string };
    expect((await post(`/api/admin/privacy/requests/${id}/approve`, superAdmin)).status).toBe(200);
    for (const studentId of [kept, duplicate]) {
      const row = await knex()('students').where({ id: studentId }).first();
      expect(row.personal_info.name).toBe('Erased student');
      expect(await knex()('enquiries').where({ student_id: studentId }).whereNotNull('name')).toEqual([]);
    }
    const found = (await (await getAs(api, '/api/admin/students?search=Zainab', superAdmin)).json()) as { items: unknown[] };
    expect(found.items).toEqual([]);
    // The merged-away record cannot be asked for on its own.
    expect((await post('/api/admin/privacy/requests', superAdmin, { studentId: duplicate })).status).toBe(404);
  });
});

describe('retention', () => {
  it('GET /api/admin/privacy/retention: the period and who is due, for super_admin only; it changes nothing', async () => {
    await expectAccessRules(api, '/api/admin/privacy/retention', 'settings:write');
    expect(ADMIN_ROLES.filter((r) => can(r, 'settings:write'))).toEqual(['super_admin']);
    const old = await enquire({ name: 'Dormant Lead' });
    const longAgo = new Date(Date.now() - 25 * 31 * 24 * 3600 * 1000);
    await knex()('students').where({ id: old }).update({ updated_at: longAgo });
    await knex()('activity_log').where({ entity: 'student', entity_id: old }).update({ created_at: longAgo });
    const answer = (await (await getAs(api, '/api/admin/privacy/retention', superAdmin)).json()) as { months: number; due: { id: string; name: string }[] };
    expect(answer.months).toBe(24);
    expect(answer.due).toEqual([expect.objectContaining({ id: old, name: 'Dormant Lead' })]);
    expect((await knex()('students').where({ id: old }).first()).erased_at).toBeNull();

    const changed = await sendAs(api, 'PATCH', '/api/admin/privacy/retention', superAdmin, { months: 36 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ months: 36, due: [] });
    expect((await sendAs(api, 'PATCH', '/api/admin/privacy/retention', lead, { months: 1 })).status).toBe(403);
    await sendAs(api, 'PATCH', '/api/admin/privacy/retention', superAdmin, { months: 24 });
  });

  it('the daily job erases the due leads once a day, however many processes run it, and is audited', async () => {
    const old = await enquire({ name: 'Forgotten Lead' });
    const longAgo = new Date(Date.now() - 30 * 31 * 24 * 3600 * 1000);
    await knex()('students').where({ id: old }).update({ updated_at: longAgo });
    await knex()('activity_log').where({ entity: 'student', entity_id: old }).update({ created_at: longAgo });
    const storage = documentStorage(api.config, api.db.knex);
    const runs = await Promise.all([runRetention(knex(), storage, silent), runRetention(knex(), storage, silent)]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.find((r) => r.ran)!.erased).toBeGreaterThanOrEqual(1);
    expect((await knex()('students').where({ id: old }).first()).personal_info).toEqual({ name: 'Erased student', country: 'Kenya' });
    expect(await runRetention(knex(), storage, silent)).toEqual({ ran: false, erased: 0 });
    const audit = await knex()('activity_log').where({ entity: 'privacy', action: 'retention_run' }).first<{ after: { months: number; erased: number } }>('after');
    expect(audit.after).toMatchObject({ months: 24 });
    const timeline = (await (await getAs(api, `/api/admin/students/${old}/activity`, superAdmin)).json()) as { items: { title: string }[] };
    expect(timeline.items.map((e) => e.title)).toEqual([expect.stringMatching(/^Erased on .* by the retention rule, request retention$/)]);
  });
});
