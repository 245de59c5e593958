// Issue 25 finding 3: roles that may not read a student's contact details could still learn them (the duplicate
// answers of a create and of an import's dry run named whose phone it was) and write them (PATCH stored marketing's
// e-mail and phone). The write table (contract/write-scopes.ts) is walked here role by role, field group by field
// group, endpoint by endpoint, each case asserting the stored row.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, mayWrite, type AdminRole, type StudentImportAnswer, type WriteOperation } from '@contract';
import { cookieFor, createAdmin, errorMessage, getAs, inEveryScope } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let counselorId: string;
const cookies = {} as Record<AdminRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  counselorId = await createAdmin(api.db.knex, 'counselor');
  for (const role of ADMIN_ROLES) cookies[role] = await cookieFor(api.db.knex, role);
});
afterAll(() => api.close());

let n = 0;
/** A stored student nobody wrote through the API, with its contact details. */
async function storedStudent(): Promise<string> {
  const id = randomUUID();
  n += 1;
  await api.db.knex('students').insert({ id, personal_info: { name: `Stored Student ${n}`, phone: `+254 711 ${String(n).padStart(6, '0')}`, email: `stored.${n}@example.org` } });
  // In every counselor's and visa officer's row scope (issue 33): this is about each role's permission.
  await inEveryScope(api.db.knex, [id], { visaCase: true });
  return id;
}
const rowOf = (id: string) => api.db.knex('students').where({ id }).first();
const importCsv = (csv: string, dryRun: boolean, cookie: string) =>
  api.request(`/api/admin/students/import?dryRun=${dryRun}`, { method: 'POST', headers: { 'content-type': 'text/csv', origin: api.url, cookie }, body: csv });

/** The field groups of the write table, each with a value per field as a write sends it and as the row stores it. */
const GROUPS = {
  contact: { phone: '+254 722 000 111', email: 'new.contact@example.net' },
  'date of birth': { dateOfBirth: '2004-05-06' },
  rest: { name: 'Renamed Student', country: 'Ghana', fieldOfStudy: 'Marine Biology', destinationCity: 'Penang', priority: 'high', tags: ['Walk-in'] },
} as const;
type Group = keyof typeof GROUPS;

/** What the table says: the role may set every field of the group (a role without students:write sets none). */
const allowed = (role: AdminRole, group: Group, operation: WriteOperation) =>
  Object.keys(GROUPS[group]).every((field) => mayWrite(role, 'students', field as 'name', operation));

/** The group's values as stored in the row (personal fields in personal_info, the rest in columns). */
function stored(row: Record<string, unknown>, group: Group): Record<string, unknown> {
  const info = row.personal_info as Record<string, unknown>;
  const columns: Record<string, string> = { fieldOfStudy: 'field_of_study', destinationCity: 'destination_city', priority: 'priority', tags: 'tags' };
  return Object.fromEntries(Object.keys(GROUPS[group]).map((f) => [f, f in columns ? row[columns[f]!] : info[f]]));
}

const cases = ADMIN_ROLES.flatMap((role) => (Object.keys(GROUPS) as Group[]).map((group) => [role, group] as const));

describe('the write table, walked (issue 25 finding 3)', () => {
  it('has cases that change something: each group is allowed to some role and refused to another', () => {
    for (const group of ['contact', 'rest'] as const) {
      expect(ADMIN_ROLES.some((r) => allowed(r, group, 'update'))).toBe(true);
      expect(ADMIN_ROLES.some((r) => can(r, 'students:write') && !allowed(r, group === 'contact' ? 'contact' : 'date of birth', 'update'))).toBe(true);
    }
  });

  it.each(cases)('PATCH /api/admin/students/:id: %s, %s', async (role, group) => {
    const id = await storedStudent();
    const before = await rowOf(id);
    const res = await sendAs(api, 'PATCH', `/api/admin/students/${id}`, cookies[role], { version: before.version, ...GROUPS[group] });
    const after = await rowOf(id);
    if (allowed(role, group, 'update')) {
      expect(res.status, await res.clone().text()).toBe(200);
      expect(stored(after, group)).toEqual(GROUPS[group]);
    } else {
      expect(res.status).toBe(403);
      if (can(role, 'students:write')) expect(await errorMessage(res)).toBe(`Your role cannot change: ${Object.keys(GROUPS[group]).sort().join(', ')}.`);
      expect(after).toEqual(before);
    }
  });

  it.each(cases)('POST /api/admin/students: %s, %s', async (role, group) => {
    const id = randomUUID();
    const res = await sendAs(api, 'POST', '/api/admin/students', cookies[role], { id, name: 'Created Lead', ...GROUPS[group] });
    const row = await rowOf(id);
    if (allowed(role, group, 'create')) {
      expect(res.status, await res.clone().text()).toBe(201);
      expect(stored(row, group)).toEqual(GROUPS[group]);
    } else {
      expect(res.status).toBe(403);
      expect(row).toBeUndefined();
    }
  });

  it.each(ADMIN_ROLES.flatMap((role) => (['contact', 'rest'] as const).map((group) => [role, group] as const)))(
    'POST /api/admin/students/import: %s, %s',
    async (role, group) => {
      n += 1;
      const lead = group === 'contact' ? { name: `Imported ${n}`, phone: `+255 744 ${String(n).padStart(6, '0')}`, email: `imported.${n}@example.net` } : { name: `Imported ${n}`, fieldOfStudy: 'Law', country: 'Ghana' };
      const csv = `${Object.keys(lead).join(',')}\n${Object.values(lead).join(',')}\n`;
      const res = await importCsv(csv, false, cookies[role]);
      const row = await api.db.knex('students').whereRaw("personal_info->>'name' = ?", [lead.name]).first();
      const fields = Object.keys(lead).filter((f) => f !== 'name');
      if (fields.every((f) => mayWrite(role, 'students', f as 'name', 'create'))) {
        expect(res.status, await res.clone().text()).toBe(200);
        const info = row.personal_info as Record<string, unknown>;
        for (const f of fields) expect(f === 'fieldOfStudy' ? row.field_of_study : info[f]).toBe(lead[f as keyof typeof lead]);
      } else {
        expect(res.status).toBe(403);
        expect(row).toBeUndefined();
      }
    },
  );

  it.each(ADMIN_ROLES.flatMap((role) => (['assign', 'tag'] as const).map((action) => [role, action] as const)))(
    'POST /api/admin/students/bulk: %s, %s',
    async (role, action) => {
      const id = await storedStudent();
      const field = action === 'assign' ? 'assignedCounselor' : 'tags';
      const value = action === 'assign' ? counselorId : 'Bulk Tagged';
      const res = await sendAs(api, 'POST', '/api/admin/students/bulk', cookies[role], { action, ids: [id], value });
      const row = await rowOf(id);
      if (mayWrite(role, 'students', field, 'update')) {
        expect(res.status, await res.clone().text()).toBe(200);
        expect(action === 'assign' ? row.assigned_counselor : row.tags).toEqual(action === 'assign' ? counselorId : ['Bulk Tagged']);
      } else {
        expect(res.status).toBe(403);
        expect(row.assigned_counselor).toBeNull();
        expect(row.tags).toEqual([]);
      }
    },
  );

  it("refuses marketing's change of a student's e-mail and phone, naming the fields, and stores nothing", async () => {
    const id = await storedStudent();
    const before = await rowOf(id);
    const res = await sendAs(api, 'PATCH', `/api/admin/students/${id}`, cookies.marketing, { version: before.version, email: 'attacker@example.net', phone: '+1 555 0100' });
    expect(res.status).toBe(403);
    expect(await errorMessage(res)).toBe('Your role cannot change: email, phone.');
    expect(await rowOf(id)).toEqual(before);
  });
});

describe('duplicates found on contact details the role does not read (issue 25 finding 3)', () => {
  const victim = { name: 'Amina Hassan', phone: '+252 61 777 0001', email: 'amina.hassan@example.org' };
  let victimId: string;
  beforeAll(async () => {
    victimId = randomUUID();
    await api.db.knex('students').insert({ id: victimId, personal_info: victim });
  });

  it('names the duplicate to a counselor, and to marketing only as "a possible duplicate exists": create, profile', async () => {
    const mine = await sendAs(api, 'POST', '/api/admin/students', cookies.counselor, { id: randomUUID(), name: 'Lead A', phone: '0617770001' });
    expect(((await mine.json()) as { possibleDuplicateOf: unknown }).possibleDuplicateOf).toEqual([{ id: victimId, name: victim.name, matchedOn: 'phone' }]);

    const leadId = randomUUID();
    const res = await sendAs(api, 'POST', '/api/admin/students', cookies.marketing, { id: leadId, name: 'Lead B', phone: '0617770001' });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ possibleDuplicateOf: [], unnamedDuplicate: true });
    for (const secret of [victimId, victim.name, 'matchedOn']) expect(text).not.toContain(secret);

    const detail = await (await getAs(api, `/api/admin/students/${leadId}`, cookies.marketing)).text();
    expect(JSON.parse(detail)).toMatchObject({ possibleDuplicateOf: [], unnamedDuplicate: true });
    for (const secret of [victimId, victim.name]) expect(detail).not.toContain(secret);
    const staff = JSON.parse(await (await getAs(api, `/api/admin/students/${leadId}`, cookies.counselor)).text());
    expect(staff.unnamedDuplicate).toBeUndefined();
    expect(staff.possibleDuplicateOf).toContainEqual({ id: victimId, name: victim.name, matchedOn: 'phone' });
  });

  it("keeps the closed flags of a 'keep both' out of marketing's timeline, and in a counselor's", async () => {
    const leadId = randomUUID();
    expect((await sendAs(api, 'POST', '/api/admin/students', cookies.counselor, { id: leadId, name: 'Lead C', email: victim.email })).status).toBe(201);
    expect((await sendAs(api, 'POST', `/api/admin/students/${leadId}/duplicates`, cookies.counselor, { resolution: 'keep' })).status).toBe(200);
    const timeline = async (role: AdminRole) => (await getAs(api, `/api/admin/students/${leadId}/activity`, cookies[role])).text();
    const staff = await timeline('counselor');
    expect(staff).toContain(victimId);
    const marketing = await timeline('marketing');
    expect(marketing).toContain('duplicate_kept');
    for (const secret of [victimId, victim.name]) expect(marketing).not.toContain(secret);
  });

  it("answers marketing's import, dry run and real run, without naming whose phone or e-mail a row matched", async () => {
    const csv = 'name,phone,email\nGuess One,+252 61 777 0001,\nGuess Two,,AMINA.HASSAN@example.org\n';
    for (const dryRun of [true, false]) {
      const res = await importCsv(csv, dryRun, cookies.marketing);
      expect(res.status).toBe(200);
      const text = await res.text();
      const answer = JSON.parse(text) as StudentImportAnswer;
      expect(answer.duplicates.map((d) => [d.row, d.reason, d.matches])).toEqual([
        [2, 'A possible duplicate exists.', []],
        [3, 'A possible duplicate exists.', []],
      ]);
      for (const secret of [victimId, victim.name]) expect(text).not.toContain(secret);
    }
    const counselor = (await (await importCsv(csv, true, cookies.counselor)).json()) as StudentImportAnswer;
    expect(counselor.duplicates[0]!.reason).toMatch(/^Possible duplicate of Amina Hassan \(same phone\)/);
    expect(counselor.duplicates[0]!.matches).toContainEqual({ id: victimId, name: victim.name });
  });

  it('audits every dry run, as an export is, and limits them per person (429 with a clear message)', async () => {
    const cookie = await cookieFor(api.db.knex, 'marketing');
    const actor = (await api.db.knex('sessions').orderBy('created_at', 'desc').first('admin_user_id')).admin_user_id as string;
    const csv = 'name,phone\nProbe,+252 61 000 0000\n';
    for (let i = 0; i < 20; i += 1) expect((await importCsv(csv, true, cookie)).status).toBe(200);
    const audit = await api.db.knex('activity_log').where({ actor_id: actor, entity: 'student_import' }).select('action', 'after');
    expect(audit).toHaveLength(20);
    expect(audit[0]).toEqual({ action: 'import_checked', after: expect.objectContaining({ rows: 1, created: 1, duplicates: 0, invalid: 0 }) });
    const limited = await importCsv(csv, true, cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorMessage(limited)).toMatch(/^Too many import checks from your account\. Please wait \d+ minutes? and check the file again\.$/);
    expect(await api.db.knex('activity_log').where({ actor_id: actor, entity: 'student_import' })).toHaveLength(20);
  });
});
