import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProgrammeSchema,
  adminUniversityDetailSchema,
  adminUniversitySchema,
  type AdminProgramme,
  type AdminUniversity,
  type University,
  type UniversityDetail,
} from '@contract';
import { readContentVersion } from '../src/ssr/content-version';
import { cookieFor, expectAccessRules, getAs, inEveryScope } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let partnerships: string;
beforeAll(async () => {
  api = await startTestApi();
  partnerships = await cookieFor(api.db.knex, 'partnerships');
});
afterAll(() => api.close());

const universityBody = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: `Universiti Teknologi ${randomUUID().slice(0, 6)}`,
  location: 'Johor Bahru, Johor',
  ranking: 'QS #188',
  specialties: ['Engineering', 'Architecture'],
  image: '/images/universities/utm.svg',
  description: 'A research university known for engineering.',
  programs: 120,
  students: 30000,
  type: 'Public',
  ...fields,
});

const programmeBody = (universityId: number, fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  universityId,
  name: 'Civil Engineering',
  level: "Bachelor's",
  field: 'Engineering',
  durationYears: 4,
  intakes: ['February', 'September'],
  tuitionPerYear: 21000,
  entryRequirements: ['WAEC: five credits including Mathematics and Physics'],
  ...fields,
});

async function createUniversity(fields: Record<string, unknown> = {}): Promise<AdminUniversity> {
  const res = await sendAs(api, 'POST', '/api/admin/universities', partnerships, universityBody(fields));
  expect(res.status, await res.clone().text()).toBe(201);
  return adminUniversitySchema.parse(await res.json());
}

async function createProgramme(universityId: number, fields: Record<string, unknown> = {}): Promise<AdminProgramme> {
  const res = await sendAs(api, 'POST', '/api/admin/programs', partnerships, programmeBody(universityId, fields));
  expect(res.status, await res.clone().text()).toBe(201);
  return adminProgrammeSchema.parse(await res.json());
}

const publicList = async () => (await (await api.request('/api/universities')).json()) as University[];
const publicPage = (id: number) => api.request(`/api/universities/${id}`);
const inSitemap = async (id: number) => (await (await api.request('/sitemap.xml')).text()).includes(`/universities/${id}</loc>`);
const fields = (error: { details?: unknown }) => ((error.details as { field: string }[] | undefined) ?? []).map((d) => d.field);

describe('universities and programmes in Mission Control', () => {
  it('keeps the access rules: every reader of universities lists them, partnerships and super_admin write', async () => {
    await expectAccessRules(api, '/api/admin/universities?view=list', 'universities:read');
    await expectAccessRules(api, '/api/admin/programs', 'universities:read');
    const count = () => countRows(api.db.knex, 'universities');
    await expectWriteAccessRules(api, { method: 'POST', path: '/api/admin/universities', valid: universityBody(), invalid: universityBody({ name: '' }) }, 'universities:write', count);
    const [{ id }] = await api.db.knex('universities').select('id').limit(1);
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: '/api/admin/programs', valid: programmeBody(id), invalid: programmeBody(id, { level: 'Degree' }) },
      'universities:write',
      () => countRows(api.db.knex, 'programmes'),
    );
    // Finance reads universities, changes none of them.
    const finance = await cookieFor(api.db.knex, 'finance');
    expect((await sendAs(api, 'PATCH', `/api/admin/universities/${id}`, finance, { version: 1, ranking: 'QS #1' })).status).toBe(403);
    expect((await getAs(api, `/api/admin/universities/${id}`, finance)).status).toBe(200);
  });

  it('keeps the options list of the application form as { id, name, archived, programmes } while ?view=list pages the full records', async () => {
    const options = (await (await getAs(api, '/api/admin/universities', partnerships)).json()) as object[];
    expect(Object.keys(options[0]!).sort()).toEqual(['archived', 'id', 'name', 'programmes']);
    const list = await (await getAs(api, '/api/admin/universities?view=list&search=malaya', partnerships)).json();
    expect(list.items.map((u: AdminUniversity) => u.name)).toContain('Universiti Malaya (UM)');
    expect(list.items.every((u: AdminUniversity) => /malaya/i.test(u.name + u.location))).toBe(true);
  });

  it('adds a university with a programme that the public page, the list and the sitemap show at once', async () => {
    const before = await readContentVersion(api.db.knex);
    const university = await createUniversity({ name: 'Universiti Teknologi Malaysia' });
    expect(university).toMatchObject({ archived: false, version: 1 });
    const programme = await createProgramme(university.id);
    expect(programme).toMatchObject({ universityName: 'Universiti Teknologi Malaysia', level: "Bachelor's", durationYears: 4, version: 1 });
    expect(await readContentVersion(api.db.knex)).not.toBe(before);

    expect((await publicList()).some((u) => u.id === university.id)).toBe(true);
    const page = (await (await publicPage(university.id)).json()) as UniversityDetail;
    expect(page.programmes).toEqual([expect.objectContaining({ name: 'Civil Engineering', tuitionPerYear: 21000, intakes: ['February', 'September'] })]);
    expect(await inSitemap(university.id)).toBe(true);

    const detail = adminUniversityDetailSchema.parse(await (await getAs(api, `/api/admin/universities/${university.id}`, partnerships)).json());
    expect(detail.programmes.map((p) => p.id)).toEqual([programme.id]);
    const listed = await (await getAs(api, `/api/admin/programs?universityId=${university.id}`, partnerships)).json();
    expect(listed.items.map((p: AdminProgramme) => p.id)).toEqual([programme.id]);

    expect((await auditOf(api.db.knex, 'university', String(university.id))).map((e) => e.action)).toEqual(['created']);
    expect((await auditOf(api.db.knex, 'programme', String(programme.id))).map((e) => e.action)).toEqual(['created']);
  });

  it('archives a programme and a university: off the public pages and the sitemap, kept for staff and applications', async () => {
    const university = await createUniversity();
    const kept = await createProgramme(university.id, { name: 'Software Engineering' });
    const dropped = await createProgramme(university.id, { name: 'Petroleum Engineering' });
    const res = await sendAs(api, 'PATCH', `/api/admin/programs/${dropped.id}`, partnerships, { version: dropped.version, archived: true });
    expect(res.status).toBe(200);
    const page = (await (await publicPage(university.id)).json()) as UniversityDetail;
    expect(page.programmes.map((p) => p.id)).toEqual([kept.id]);

    // A partner that applications name: archiving is allowed (there is no delete), the applications keep it.
    const { university_id: namedId } = await api.db.knex('applications').first('university_id');
    const named = adminUniversitySchema.parse(await (await getAs(api, `/api/admin/universities/${namedId}`, partnerships)).json());
    const applications = await countRows(api.db.knex, 'applications', { university_id: namedId });
    expect(applications).toBeGreaterThan(0);
    const archivedNamed = await sendAs(api, 'PATCH', `/api/admin/universities/${namedId}`, partnerships, { version: named.version, archived: true });
    expect(archivedNamed.status).toBe(200);
    expect(await countRows(api.db.knex, 'applications', { university_id: namedId })).toBe(applications);
    expect((await publicPage(namedId)).status).toBe(404);
    // A new programme cannot go to an archived university. A new application can: the form no longer offers it, but
    // one made offline before the archive must reach the server rather than be lost (docs/PRODUCT.md §3.15).
    const counselor = await cookieFor(api.db.knex, 'counselor');
    const { id: studentId } = await api.db.knex('students').whereNull('deleted_at').first('id');
    const existing = await api.db.knex('applications').where({ university_id: namedId }).first<{ id: string; version: number; student_id: string }>('id', 'version', 'student_id');
    // Both students in the counselor's row scope (issue 33): this is about the archive, not whose student it is.
    await inEveryScope(api.db.knex, [studentId as string, existing.student_id]);
    const late = await sendAs(api, 'POST', '/api/admin/applications', counselor, { id: randomUUID(), studentId, universityId: namedId, program: 'BSc Nursing' });
    expect(late.status, await late.clone().text()).toBe(201);
    const noProgramme = await sendAs(api, 'POST', '/api/admin/programs', partnerships, programmeBody(namedId));
    expect(noProgramme.status).toBe(422);
    expect((await errorOf(noProgramme)).message).toBe('This university is archived: restore it before adding programmes to it.');
    const worked = await sendAs(api, 'PATCH', `/api/admin/applications/${existing.id}`, counselor, { version: existing.version, notes: 'Chased the admissions office.' });
    expect(worked.status, await worked.clone().text()).toBe(200);

    const archived = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { version: university.version, archived: true });
    expect(archived.status).toBe(200);
    expect((await publicPage(university.id)).status).toBe(404);
    expect((await publicList()).some((u) => u.id === university.id)).toBe(false);
    expect(await inSitemap(university.id)).toBe(false);
    expect(await countRows(api.db.knex, 'universities', { id: university.id })).toBe(1);
    const options = (await (await getAs(api, '/api/admin/universities', partnerships)).json()) as { id: number }[];
    expect(options.some((o) => o.id === university.id)).toBe(true);
    const archivedOnly = await (await getAs(api, '/api/admin/universities?view=list&archived=true', partnerships)).json();
    expect(archivedOnly.items.map((u: AdminUniversity) => u.id)).toContain(university.id);
    expect(archivedOnly.items.every((u: AdminUniversity) => u.archived)).toBe(true);
    expect((await auditOf(api.db.knex, 'university', String(university.id))).map((e) => e.action)).toEqual(['created', 'updated']);
    expect((await sendAs(api, 'DELETE' as 'PATCH', `/api/admin/universities/${university.id}`, partnerships, {})).status).toBe(405);
  });

  it('answers each bad field in words, a taken name with 409, and 409 with the current record on a stale version', async () => {
    const bad = await sendAs(api, 'POST', '/api/admin/universities', partnerships, universityBody({ name: ' ', type: 'Community', students: -1, image: 'javascript:alert(1)' }));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Enter the name.' },
        { field: 'type', message: 'Choose Public or Private.' },
        { field: 'students', message: 'The number of students cannot be negative.' },
        { field: 'image', message: 'Give the image as a site path (/images/…) or an https:// address.' },
      ]),
    );
    const university = await createUniversity();
    const badProgramme = await sendAs(api, 'POST', '/api/admin/programs', partnerships, programmeBody(university.id, { level: 'Degree', durationYears: 0, intakes: ['Smarch'], tuitionPerYear: -5 }));
    expect(badProgramme.status).toBe(400);
    expect(fields(await errorOf(badProgramme))).toEqual(expect.arrayContaining(['level', 'durationYears', 'intakes.0', 'tuitionPerYear']));
    const noUniversity = await sendAs(api, 'POST', '/api/admin/programs', partnerships, programmeBody(999999));
    expect(noUniversity.status).toBe(422);
    expect((await errorOf(noUniversity)).message).toBe('This university is not listed: choose one from the list.');

    const taken = await sendAs(api, 'POST', '/api/admin/universities', partnerships, universityBody({ name: university.name.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toMatch(/is already listed/);

    expect((await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { version: 1, ranking: 'QS #150' })).status).toBe(200);
    const stale = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { version: 1, ranking: 'QS #999' });
    expect(stale.status).toBe(409);
    expect(((await errorOf(stale)).details as { current: AdminUniversity }).current.ranking).toBe('QS #150');

    const programme = await createProgramme(university.id);
    expect((await sendAs(api, 'PATCH', `/api/admin/programs/${programme.id}`, partnerships, { version: 1, tuitionPerYear: 22000 })).status).toBe(200);
    const staleProgramme = await sendAs(api, 'PATCH', `/api/admin/programs/${programme.id}`, partnerships, { version: 1, tuitionPerYear: 1 });
    expect(staleProgramme.status).toBe(409);
    expect(((await errorOf(staleProgramme)).details as { current: AdminProgramme }).current.tuitionPerYear).toBe(22000);
    expect((await sendAs(api, 'PATCH', '/api/admin/programs/999999', partnerships, { version: 1, name: 'x' })).status).toBe(404);
    expect((await getAs(api, '/api/admin/universities/not-a-number', partnerships)).status).toBe(404);
  });

  it('stores one university and one programme for a create sent twice', async () => {
    const body = universityBody({ name: 'Sent Twice University' });
    const first = await sendAs(api, 'POST', '/api/admin/universities', partnerships, body);
    const second = await sendAs(api, 'POST', '/api/admin/universities', partnerships, body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await countRows(api.db.knex, 'universities', { name: 'Sent Twice University' })).toBe(1);
    const { id } = adminUniversitySchema.parse(await first.json());
    const programme = programmeBody(id);
    const again = [await sendAs(api, 'POST', '/api/admin/programs', partnerships, programme), await sendAs(api, 'POST', '/api/admin/programs', partnerships, programme)];
    expect(again.map((r) => r.status)).toEqual([201, 200]);
    expect(await countRows(api.db.knex, 'programmes', { university_id: id })).toBe(1);
  });
});
