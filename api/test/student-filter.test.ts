import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterStudents, searchesContact, STUDENT_SORTS, type AdminRole, type StudentFilter, type StudentPage } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { createAdmin, getAs } from './admin-helpers';
import { pullAll } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

// The offline store filters with matchesStudentFilter what the server filters with SQL: on the same data,
// both must pick the same students in the same order, with the same count, for every filter and order.
let api: TestApi;
type Viewer = { role: AdminRole; id: string; cookie: string };
let support: Viewer;
let marketing: Viewer;
let otherCounselor: string;

// Names that exercise ILIKE's escaping: % _ and \ must match only themselves.
// A recruitment fair two of the contacts came from (fair mode, the QR code).
const FAIR = randomUUID();
const NO_LEADS_FAIR = randomUUID();

const ODD_NAMES = ['Percent 100% Sure', 'Under_Score Student', 'Back\\Slash Person', 'UPPER case PERSON'];

async function viewer(role: AdminRole): Promise<Viewer> {
  const id = await createAdmin(api.db.knex, role);
  return { role, id, cookie: `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', id)}` };
}

beforeAll(async () => {
  api = await startTestApi();
  const knex = api.db.knex;
  support = await viewer('support');
  marketing = await viewer('marketing');
  otherCounselor = await createAdmin(knex, 'counselor');
  await knex('students').insert(
    ODD_NAMES.map((name, i) => ({
      id: randomUUID(),
      personal_info: { name },
      field_of_study: i % 2 ? 'Data_Science' : null,
      destination_city: i % 2 ? null : 'Kuala Lumpur',
      stage: 'lead',
      priority: i % 2 ? 'high' : 'low',
    })),
  );
  await knex('events').insert(
    [FAIR, NO_LEADS_FAIR].map((id) => ({ id, name: `Fair ${id}`, city: 'Eldoret', country: 'Kenya', venue: 'Town hall', start_date: '2026-03-01', end_date: '2026-03-01' })),
  );
  // One phone in the formats people store it, e-mail, tags (where the lead came from), owners.
  const contacts = [
    { name: 'Wanjiru Local', phone: '0733 999 888', email: 'wanjiru.k@example.com', country: 'Kenya', tags: ['Eldoret Fair 2026'], owner: support.id },
    { name: 'Zawadi Intl', phone: '+254733999887', email: 'zawadi.test@example.org', country: 'Kenya', tags: ['Website'], owner: otherCounselor },
    { name: 'bare digits', phone: '733 999 886', country: 'Uganda', tags: ['eldoret fair 2026', 'WhatsApp'], owner: null },
    { name: 'Ngozi Lagos', phone: '0803-123-4567', email: 'ngozi@example.ng', country: 'Nigeria', tags: ['Ikeja Fair'], owner: support.id },
  ];
  await knex('students').insert(
    contacts.map((c) => ({
      id: randomUUID(),
      personal_info: { name: c.name, phone: c.phone, ...(c.email ? { email: c.email } : {}), country: c.country },
      stage: 'lead',
      priority: 'medium',
      tags: c.tags,
      assigned_counselor: c.owner,
      event_id: c.tags.some((t) => t.toLowerCase() === 'eldoret fair 2026') ? FAIR : null,
    })),
  );
  // A soft-deleted student: the list skips it and the sync sends it as a tombstone.
  const [gone] = (await knex('students').orderBy('id').limit(1).pluck('id')) as string[];
  await knex('students').where({ id: gone }).update({ deleted_at: knex.fn.now(), updated_at: knex.fn.now() });
});
afterAll(() => api.close());

async function serverIds(filter: StudentFilter, as: Viewer): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '40' });
    for (const [k, v] of Object.entries(filter)) if (v !== undefined) params.set(k, v);
    if (cursor) params.set('cursor', cursor);
    const res = await getAs(api, `/api/admin/students?${params}`, as.cookie);
    expect(res.status, JSON.stringify(filter)).toBe(200);
    const page = (await res.json()) as StudentPage;
    ids.push(...page.items.map((s) => s.id));
    totals.push(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, total: totals[0] ?? 0 };
}

const PHONE_SEARCHES = ['0733 999 888', '+254733999888', '733999888', '+254 733 999 888', '(0733) 999-887', '999 88', '+2348031234567', '08031234567', '0733'];

const FILTERS: StudentFilter[] = [
  {},
  { search: 'a' },
  { search: 'ALI' },
  { search: 'kUaLa' },
  { search: '  lumpur  ' },
  { search: 'computer science' },
  { search: '%' },
  { search: '100%' },
  { search: '_' },
  { search: 'data_s' },
  { search: '\\' },
  { search: 'no student is called this' },
  ...PHONE_SEARCHES.map((search) => ({ search })),
  { search: 'zawadi.test@' },
  { search: 'zawadi intl' },
  { search: 'EXAMPLE.ORG' },
  { search: '@example' },
  { search: 'Eldoret Fair' },
  { search: 'website' },
  { search: 'whatsapp', country: 'Uganda' },
  { stage: 'lead' },
  { stage: 'visa', priority: 'high' },
  { priority: 'low' },
  { search: 'an', stage: 'offer' },
  { search: 'e', priority: 'medium' },
  { search: 'person', stage: 'lead', priority: 'low' },
  { owner: 'me' },
  { owner: 'none' },
  { owner: 'none', stage: 'lead' },
  { country: 'Kenya' },
  { country: 'Nigeria', search: 'ngozi' },
  { source: 'Eldoret Fair 2026' },
  { source: 'website' },
  { source: 'ikeja fair', owner: 'me' },
  { event: FAIR },
  { event: FAIR, country: 'Kenya' },
  { event: NO_LEADS_FAIR },
  ...STUDENT_SORTS.map((sort) => ({ sort })),
  ...STUDENT_SORTS.map((sort) => ({ sort, search: 'a', country: 'Kenya' as const })),
  ...STUDENT_SORTS.map((sort) => ({ sort, owner: 'none', stage: 'lead' as const })),
];

async function expectAgreement(as: Viewer): Promise<Map<string, number>> {
  const { pages } = await pullAll(api, as.cookie, 'students', undefined, 1000);
  const local = pages.flatMap((p) => p.items);
  expect(pages.flatMap((p) => p.tombstones)).toHaveLength(1);
  const found = new Map<string, number>();
  for (const filter of FILTERS) {
    const server = await serverIds(filter, as);
    const mine = filterStudents(local, filter, { id: as.id, contact: searchesContact(as.role) }).map((s) => s.id);
    expect(mine, JSON.stringify(filter)).toEqual(server.ids);
    expect(mine.length, JSON.stringify(filter)).toBe(server.total);
    found.set(JSON.stringify(filter), mine.length);
  }
  return found;
}

const count = (found: Map<string, number>, filter: StudentFilter) => found.get(JSON.stringify(filter));

describe('matchesStudentFilter', () => {
  it('picks the same students, in the same order, as the server, for every filter and sort', async () => {
    const found = await expectAgreement(support);
    // The comparison means something only if most filters find someone.
    expect([...found.values()].filter((n) => n > 0).length).toBeGreaterThan(FILTERS.length - 5);
    // The phone rule: each format of 0733 999 888 finds that student, the fragment finds the three near numbers.
    for (const search of ['0733 999 888', '+254733999888', '733999888', '+254 733 999 888']) expect(count(found, { search })).toBe(1);
    expect(count(found, { search: '999 88' })).toBe(3);
    expect(count(found, { search: '+2348031234567' })).toBe(1);
    expect(count(found, { search: '08031234567' })).toBe(1);
    expect(count(found, { search: 'zawadi.test@' })).toBe(1);
    expect(count(found, { search: 'Eldoret Fair' })).toBe(2);
    expect(count(found, { source: 'Eldoret Fair 2026' })).toBe(2);
    expect(count(found, { event: FAIR })).toBe(2);
    expect(count(found, { owner: 'me' })).toBe(2);
  });

  it('does not search e-mail or phone for a role that may not read them, online or offline', async () => {
    const found = await expectAgreement(marketing);
    for (const search of PHONE_SEARCHES) expect(count(found, { search }), search).toBe(0);
    expect(count(found, { search: 'zawadi.test@' })).toBe(0);
    expect(count(found, { search: '@example' })).toBe(0);
    // Names and sources it does read are found as for everyone.
    expect(count(found, { search: 'Eldoret Fair' })).toBe(2);
    expect(count(found, { search: 'zawadi intl' })).toBe(1);
  });
});
