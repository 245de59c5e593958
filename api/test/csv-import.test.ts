// POST /api/admin/students/import?dryRun=true|false (docs/PRODUCT.md §3.20): a CSV of leads, mapped, checked row
// by row (created, duplicate, invalid with reasons), imported through the new-lead path, once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, IMPORT_MAX_ROWS, type StudentImportAnswer } from '@contract';
import { cookieFor, createAdmin, errorMessage } from './admin-helpers';
import { countRows } from './crm-write-helpers';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { importKey } from '../src/students/import';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let me: string;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi();
  me = await createAdmin(api.db.knex, 'counselor');
  cookie = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', me)}`;
  await api.db.knex('students').insert({ id: randomUUID(), personal_info: { name: 'Existing Halima', phone: '+254 700 111 222' } });
});
afterAll(() => api.close());

function send(csv: string, query: string, as: string | null = cookie, type = 'text/csv') {
  const headers: Record<string, string> = { 'content-type': type, origin: api.url };
  if (as) headers.cookie = as;
  return api.request(`/api/admin/students/import?${query}`, { method: 'POST', headers, body: csv });
}

async function answer(csv: string, query: string): Promise<StudentImportAnswer> {
  const res = await send(csv, query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as StudentImportAnswer;
}

const SHEET = [
  'Full Name,Mobile,email,Country,Programme,priority,tags',
  'Amina Yusuf,+252 61 222 0001,amina.import@example.com,somalia,Computer Science,HIGH,Hargeisa Fair; Walk-in',
  ',+252 61 222 0002,,Somalia,,,',
  'Bad Email,+252 61 222 0003,not-an-email,Narnia,,urgent,',
  'Halima Again,0700 111 222,,Kenya,,,',
  '"Juma, Omar",+255 754 000 004,,Tanzania,,,',
  'Amina Yusuf,+252 61 222 0001,amina.import@example.com,Somalia,Medicine,low,',
  '"عائشة محمد",+249 91 000 0005,,Sudan,,,',
].join('\r\n');
const MAPPING = encodeURIComponent(JSON.stringify({ 'Full Name': 'name', Mobile: 'phone', Programme: 'fieldOfStudy' }));

describe('POST /api/admin/students/import', () => {
  it('dry run: maps the columns, reports each row by its spreadsheet row number, and changes nothing but the audit trail', async () => {
    const before = await countRows(api.db.knex, 'students');
    const dry = await answer(SHEET, `dryRun=true&mapping=${MAPPING}`);
    expect(dry.mapping).toEqual({ 'Full Name': 'name', Mobile: 'phone', email: 'email', Country: 'country', Programme: 'fieldOfStudy', priority: 'priority', tags: 'tags' });
    expect(dry.rows).toBe(7);
    expect(dry.created.map((c) => [c.row, c.name])).toEqual([
      [2, 'Amina Yusuf'],
      [6, 'Juma, Omar'],
      [8, 'عائشة محمد'],
    ]);
    expect(dry.invalid.map((i) => i.row)).toEqual([3, 4]);
    expect(dry.invalid[0]!.reasons).toEqual([{ field: 'name', message: "Enter the student's name." }]);
    expect(dry.invalid[1]!.reasons.map((r) => r.field)).toEqual(['email', 'country', 'priority']);
    expect(dry.duplicates.map((d) => [d.row, d.reason])).toEqual([
      [5, 'Possible duplicate of Existing Halima (same phone).'],
      [7, 'The same lead as row 2.'],
    ]);
    expect(await countRows(api.db.knex, 'students')).toBe(before);
    // Audited as a check, not an import (issue 25 finding 3): who checked which file against the stored students.
    expect(await countRows(api.db.knex, 'activity_log', { entity: 'student_import', action: 'imported' })).toBe(0);
    expect(await countRows(api.db.knex, 'activity_log', { entity: 'student_import', action: 'import_checked', actor_id: me })).toBe(1);
  });

  it('imports what the dry run said, through the new-lead path, with one import audit entry; a re-run creates nothing', async () => {
    const dry = await answer(SHEET, `dryRun=true&mapping=${MAPPING}`);
    const done = await answer(SHEET, `dryRun=false&mapping=${MAPPING}`);
    expect({ ...done, dryRun: true }).toEqual(dry);
    const amina = await api.db.knex('students').where({ id: done.created[0]!.id }).first();
    expect(amina.personal_info).toEqual({ name: 'Amina Yusuf', phone: '+252 61 222 0001', email: 'amina.import@example.com', country: 'Somalia' });
    expect(amina).toMatchObject({ field_of_study: 'Computer Science', priority: 'high', stage: 'lead', tags: ['Hargeisa Fair', 'Walk-in'] });
    // Each lead has its own "created" entry, as a lead added by hand; the import has one.
    expect(await countRows(api.db.knex, 'activity_log', { entity: 'student', entity_id: amina.id, action: 'created' })).toBe(1);
    const imports = await api.db.knex('activity_log').where({ entity: 'student_import', action: 'imported' }).select('actor_id', 'action', 'after');
    expect(imports).toEqual([{ actor_id: me, action: 'imported', after: expect.objectContaining({ rows: 7, created: 3, duplicates: 2, invalid: 2 }) }]);

    const students = await countRows(api.db.knex, 'students');
    const again = await answer(SHEET, `dryRun=false&mapping=${MAPPING}`);
    expect(again.created).toEqual([]);
    expect(again.duplicates.filter((d) => d.reason.startsWith('Imported before')).map((d) => d.row)).toEqual([2, 6, 8]);
    expect(await countRows(api.db.knex, 'students')).toBe(students);
  });

  it('keys a row on the lead, not the file: reordered columns and rows, other case and spacing, are the same leads', async () => {
    const reordered = ['Mobile,Full Name', '+255754000004,"juma,  omar"'].join('\n');
    expect(importKey({ name: 'juma,  omar', phone: '+255754000004' })).toBe(importKey({ name: 'Juma, Omar', phone: '+255 754 000 004' }));
    const res = await answer(reordered, `dryRun=true&mapping=${encodeURIComponent(JSON.stringify({ 'Full Name': 'name', Mobile: 'phone' }))}`);
    expect(res.created).toEqual([]);
    expect(res.duplicates[0]!.reason).toBe('Imported before as Juma, Omar.');
  });

  it('maps columns named like the fields by themselves', async () => {
    const res = await answer('name,Phone,Field of study\nKofi Mensah,+233 20 000 0006,Law\n', 'dryRun=true');
    expect(res.mapping).toEqual({ name: 'name', Phone: 'phone', 'Field of study': 'fieldOfStudy' });
    expect(res.created.map((c) => c.name)).toEqual(['Kofi Mensah']);
  });

  it('refuses a mapping it cannot apply, in words (400)', async () => {
    const cases: [string, RegExp][] = [
      [JSON.stringify({ Nope: 'name' }), /no column "Nope"/],
      [JSON.stringify({ Mobile: 'shoeSize' }), /not one of name, phone/],
      [JSON.stringify({ 'Full Name': 'name', Mobile: 'name' }), /both map to name/],
      ['{not json', /JSON from CSV column to field/],
    ];
    for (const [mapping, message] of cases) {
      const res = await send(SHEET, `dryRun=true&mapping=${encodeURIComponent(mapping)}`);
      expect(res.status, mapping).toBe(400);
      expect(await errorMessage(res)).toMatch(message);
    }
    const noName = await send('Mobile\n+252 61 000 0000\n', 'dryRun=true');
    expect(noName.status).toBe(400);
    expect(await errorMessage(noName)).toBe('Map a column to name: every lead needs a name.');
    const noFlag = await send(SHEET, '');
    expect(noFlag.status).toBe(400);
    expect(await errorMessage(noFlag)).toMatch(/dryRun/);
  });

  it('refuses a body that is not CSV (415), an unreadable CSV (400), and files over the limits (413)', async () => {
    const json = await send('{}', 'dryRun=true', cookie, 'application/json');
    expect(json.status).toBe(415);
    const plain = await send('name\nA\n', 'dryRun=true', cookie, 'text/plain');
    expect(plain.status).toBe(415);
    const broken = await send('name\n"unclosed\n', 'dryRun=true');
    expect(broken.status).toBe(400);
    expect(await errorMessage(broken)).toMatch(/not a readable CSV/);
    const long = await send(['name', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `Lead ${i}`)].join('\n'), 'dryRun=true');
    expect(long.status).toBe(413);
    expect(await errorMessage(long)).toBe('The file has more than 5,000 rows: split it and import each part.');
    const big = await send(`name\n${'x'.repeat(5 * 1024 * 1024)}\n`, 'dryRun=true');
    expect(big.status).toBe(413);
    expect(await errorMessage(big)).toBe('The file is larger than 5 MB: split it and import each part.');
  });

  it('needs a session (401), students:write (403) and the same origin (403)', async () => {
    const csv = 'name\nPermission Probe\n';
    expect((await send(csv, 'dryRun=false', null)).status).toBe(401);
    for (const role of ADMIN_ROLES) {
      const res = await send(csv, 'dryRun=true', await cookieFor(api.db.knex, role));
      expect(res.status, role).toBe(can(role, 'students:write') ? 200 : 403);
    }
    const foreign = await api.request('/api/admin/students/import?dryRun=false', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', origin: 'https://evil.example', cookie },
      body: csv,
    });
    expect(foreign.status).toBe(403);
    expect(await api.db.knex('students').whereRaw("personal_info->>'name' = 'Permission Probe'").first()).toBeUndefined();
  });
});

// Runs last: its dry run is audited too, and the tests above count the audit entries.
describe('POST /api/admin/students/import, header names', () => {
  it('maps a spreadsheet\'s usual header names by themselves: "Full Name, Phone Number, E-mail Address, Country, Course" (issue 32 item 6)', async () => {
    const sheet = ['Full Name,Phone Number,E-mail Address,Country,Course', 'Halima Header,+254 711 000 321,halima.header@example.com,Kenya,Nursing'].join('\n');
    const dry = await answer(sheet, 'dryRun=true');
    expect(dry.mapping).toEqual({ 'Full Name': 'name', 'Phone Number': 'phone', 'E-mail Address': 'email', Country: 'country', Course: 'fieldOfStudy' });
    expect(dry.created.map((c) => c.name)).toEqual(['Halima Header']);
  });
});
