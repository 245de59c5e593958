// GET /api/admin/{students,applications,visa-cases}/export.csv (docs/PRODUCT.md §3.20): UTF-8 with a BOM, the
// list's own filters, only the fields the role reads, permission-checked, one audit entry with the count.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPage, StudentPage } from '@contract';
import { cookieFor, createAdmin, expectAccessRules, getAs } from './admin-helpers';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let me: string;
let cookie: string;

const TRICKY = [
  { name: 'Xasan, Cabdi "Ali"', email: 'xasan@example.com', phone: '+252 61 555 0101' },
  { name: 'فاطمة علي', email: 'fatima@example.com', phone: '+249 91 555 0102' },
  { name: 'Line\nBreak Wanjiru', email: 'wanjiru@example.com', phone: '+254 712 555 010' },
];

beforeAll(async () => {
  api = await startTestApi();
  me = await createAdmin(api.db.knex, 'super_admin');
  cookie = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', me)}`;
  await api.db.knex('students').insert(
    TRICKY.map((info) => ({
      id: randomUUID(),
      personal_info: { ...info, country: 'Somalia', dateOfBirth: '2005-01-02' },
      assigned_counselor: me,
      stage: 'offer',
      tags: ['Csv Export Fair', 'Mogadishu'],
    })),
  );
});
afterAll(() => api.close());

async function download(path: string, as = cookie) {
  const res = await getAs(api, path, as);
  expect(res.status, path).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const records = parse(Buffer.from(bytes), { bom: true }) as string[][];
  return { res, bytes, header: records[0]!, rows: records.slice(1) };
}

async function listIds(path: string, as = cookie): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await getAs(api, `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, as);
    const page = (await res.json()) as StudentPage | ApplicationPage;
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('GET /api/admin/students/export.csv', () => {
  it('answers UTF-8 CSV with a BOM, as a download, never cached', async () => {
    const { res, bytes, header } = await download('/api/admin/students/export.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(header).toEqual(['id', 'name', 'email', 'phone', 'dateOfBirth', 'country', 'fieldOfStudy', 'destinationCity', 'stage', 'priority', 'counselor', 'tags', 'createdAt', 'updatedAt']);
  });

  it('round-trips commas, quotes, line breaks and non-Latin names, and carries the filters, search and order of the list', async () => {
    const query = 'source=csv%20export%20fair&stage=offer&owner=me&sort=name';
    const { header, rows } = await download(`/api/admin/students/export.csv?${query}`);
    const name = header.indexOf('name');
    expect(rows.map((r) => r[name])).toEqual(TRICKY.map((t) => t.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(rows.map((r) => r[0])).toEqual(await listIds(`/api/admin/students?${query}`));
    expect(rows[0]![header.indexOf('tags')]).toBe('Csv Export Fair; Mogadishu');
    const searched = await download('/api/admin/students/export.csv?search=%D9%81%D8%A7%D8%B7%D9%85%D8%A9');
    expect(searched.rows.map((r) => r[name])).toEqual(['فاطمة علي']);
  });

  it('exports every student of an unfiltered list, in the list order', async () => {
    const { rows } = await download('/api/admin/students/export.csv?sort=-createdAt');
    expect(rows.map((r) => r[0])).toEqual(await listIds('/api/admin/students?sort=-createdAt'));
  });

  it('leaves out the fields the role may not read (marketing: no e-mail, phone or date of birth; support: no date of birth)', async () => {
    const marketing = await download('/api/admin/students/export.csv?source=csv%20export%20fair', await cookieFor(api.db.knex, 'marketing'));
    expect(marketing.header).not.toContain('email');
    expect(marketing.header).not.toContain('phone');
    expect(marketing.header).not.toContain('dateOfBirth');
    expect(Buffer.from(marketing.bytes).toString('utf8')).not.toContain('xasan@example.com');
    expect(marketing.rows).toHaveLength(3);
    const support = await download('/api/admin/students/export.csv?source=csv%20export%20fair', await cookieFor(api.db.knex, 'support'));
    expect(support.header).toContain('email');
    expect(support.header).not.toContain('dateOfBirth');
  });

  it('is refused without a session (401) and to roles without students:read (403)', async () => {
    await expectAccessRules(api, '/api/admin/students/export.csv', 'students:read');
  });

  it("exports a fair's leads: the list filtered by the event, as its page's 'Export this fair's leads' asks", async () => {
    const event = randomUUID();
    await api.db.knex('events').insert({ id: event, name: 'Kampala Csv Fair', city: 'Kampala', country: 'Uganda', venue: 'Serena', start_date: '2026-03-07', end_date: '2026-03-08' });
    const lead = (await api.db.knex('students').whereNull('deleted_at').orderBy('created_at').first('id')) as { id: string };
    await api.db.knex('students').where({ id: lead.id }).update({ event_id: event });
    const { rows } = await download(`/api/admin/students/export.csv?event=${event}`);
    expect(rows.map((r) => r[0])).toEqual([lead.id]);
    expect(rows.map((r) => r[0])).toEqual(await listIds(`/api/admin/students?event=${event}`));
  });

  // Attack review, issue 25 finding 9: `-1-1` and `+1-1` went out as they were, and a spreadsheet runs them.
  it('writes every cell starting with = + - @, a tab or a carriage return with a leading apostrophe; a phone number stays', async () => {
    const names = ['-1-1', '+1-1', '=1+1', '@SUM(A1)', '\tTab', '-2', '+252 61 555 0199'];
    await api.db.knex('students').insert(
      names.map((name, i) => ({
        id: randomUUID(),
        personal_info: { name, phone: `+252 61 555 01${10 + i}`, country: 'Somalia' },
        stage: 'lead',
        tags: ['-tag', 'Formula Cells'],
      })),
    );
    const { header, rows } = await download('/api/admin/students/export.csv?source=formula%20cells&sort=name');
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]!);
    expect(column('name').sort()).toEqual(names.map((n) => `'${n}`).sort());
    expect(column('tags')).toEqual(Array(names.length).fill("'-tag; Formula Cells"));
    expect(column('phone').every((phone) => /^\+252 61 555 01\d\d$/.test(phone))).toBe(true);
  });

  it('answers a bad filter with a 400 in words, before any file', async () => {
    const res = await getAs(api, '/api/admin/students/export.csv?stage=astronaut', cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/stage is one of/);
  });

  it('writes one audit entry per export with the count and the filters', async () => {
    const exporter = await createAdmin(api.db.knex, 'admissions_lead');
    const as = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', exporter)}`;
    await download('/api/admin/students/export.csv?source=csv%20export%20fair', as);
    const entries = await api.db.knex('activity_log').where({ actor_id: exporter, entity: 'export' }).select('entity_id', 'action', 'after');
    expect(entries).toEqual([
      { entity_id: 'students', action: 'exported', after: { list: 'students', count: 3, complete: true, filters: { source: 'csv export fair', sort: '-createdAt' } } },
    ]);
  });
});

describe('GET /api/admin/applications/export.csv and /visa-cases/export.csv', () => {
  it('exports the applications list with its filters; fees only for roles that read money', async () => {
    const finance = await download('/api/admin/applications/export.csv?status=submitted', await cookieFor(api.db.knex, 'finance'));
    expect([...finance.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(finance.header).toContain('applicationFee');
    expect(finance.rows.map((r) => r[0])).toEqual(await listIds('/api/admin/applications?status=submitted', await cookieFor(api.db.knex, 'finance')));
    expect(finance.rows.every((r) => r[finance.header.indexOf('status')] === 'submitted')).toBe(true);
    const counselor = await download('/api/admin/applications/export.csv', await cookieFor(api.db.knex, 'counselor'));
    expect(counselor.header).not.toContain('applicationFee');
    expect(counselor.header).not.toContain('feeStatus');
    expect(counselor.rows.length).toBeGreaterThan(0);
  });

  it('exports the visa cases list', async () => {
    const { header, rows } = await download('/api/admin/visa-cases/export.csv?sort=-updatedAt');
    expect(header).toEqual(['id', 'studentId', 'studentName', 'visaType', 'status', 'appointmentDate', 'requirements', 'officer', 'createdAt', 'updatedAt']);
    expect(rows.map((r) => r[0])).toEqual(await listIds('/api/admin/visa-cases?sort=-updatedAt'));
  });

  it('keeps each list’s permission', async () => {
    await expectAccessRules(api, '/api/admin/applications/export.csv', 'applications:read');
    await expectAccessRules(api, '/api/admin/visa-cases/export.csv', 'visas:read');
  });
});
