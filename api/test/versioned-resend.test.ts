// The one resend rule of data/versioned-update.ts, for the resources that answered an identical resend with a 409
// before it: the same update sent again after a lost answer (still naming the version it was made on) is answered
// 200 as done, the row is not bumped twice and no second audit entry is written; a different change on that stale
// version is still a 409 carrying the row as stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract';
import { cookieFor } from './admin-helpers';
import { auditOf, errorOf, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
const cookies = new Map<AdminRole, string>();
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ['marketing', 'counselor', 'partnerships', 'super_admin'] as const) cookies.set(role, await cookieFor(api.db.knex, role));
});
afterAll(() => api.close());

const tag = () => randomUUID().slice(0, 8);

type Case = {
  name: string;
  role: AdminRole;
  /** The create (POST path and body) and where the created record's id is in its answer. */
  create: () => Promise<{ path: string; body: Record<string, unknown> }>;
  idOf?: (created: Record<string, unknown>) => string | number;
  /** The PATCH path of a record. */
  patchPath: (id: string | number) => string;
  change: Record<string, unknown>;
  other: Record<string, unknown>;
  table: string;
  entity: string;
};

const CASES: Case[] = [
  {
    name: 'events',
    role: 'marketing',
    create: async () => ({
      path: '/api/admin/events',
      body: { id: randomUUID(), name: `Fair ${tag()}`, city: 'Kampala', country: 'Uganda', venue: 'Serena', startDate: '2026-04-10', endDate: '2026-04-11', cost: 100 },
    }),
    patchPath: (id) => `/api/admin/events/${id}`,
    change: { venue: 'Kampala Sheraton', cost: 900 },
    other: { venue: 'Another hall' },
    table: 'events',
    entity: 'event',
  },
  {
    name: 'mentors',
    role: 'counselor',
    create: async () => ({
      path: '/api/admin/mentors',
      body: { id: randomUUID(), name: `Fatuma ${tag()}`, country: 'Kenya', university: "Taylor's", field: 'Hospitality', languages: ['English'], bio: 'Ask me.', whatsapp: '+254 712 345 678' },
    }),
    patchPath: (id) => `/api/admin/mentors/${id}`,
    change: { languages: ['English', 'Swahili'], archived: true },
    other: { bio: 'Something else.' },
    table: 'mentors',
    entity: 'mentor',
  },
  {
    name: 'message templates',
    role: 'marketing',
    create: async () => ({
      path: '/api/admin/templates',
      body: { id: randomUUID(), name: `Follow-up ${tag()}`, channel: 'whatsapp', language: 'en', body: 'Hi {{firstName}}' },
    }),
    patchPath: (id) => `/api/admin/templates/${id}`,
    change: { channel: 'email', subject: 'Your offer' },
    other: { body: 'Hello again' },
    table: 'message_templates',
    entity: 'message_template',
  },
  {
    name: 'news articles',
    role: 'marketing',
    create: async () => ({
      path: '/api/admin/news',
      body: { id: randomUUID(), title: `Fair ${tag()}`, category: 'events', author: 'Chidinma', excerpt: 'Short.', content: 'Text', tags: ['fair'], imageUrl: '/images/news/events.svg', status: 'draft' },
    }),
    patchPath: (id) => `/api/admin/news/${id}`,
    change: { title: 'A new title', status: 'published', tags: ['fair', 'Nairobi'] },
    other: { author: 'Someone else' },
    table: 'news_articles',
    entity: 'news_article',
  },
  {
    name: 'scholarships',
    role: 'partnerships',
    create: async () => ({
      path: '/api/admin/scholarships',
      body: { id: randomUUID(), title: `Award ${tag()}`, provider: 'Nile', amount: 'RM 1', coverage: '50%', deadlineDate: '2099-06-30', eligibility: ['IELTS 6.0'], levels: ["Master's"], color: 'green' },
    }),
    patchPath: (id) => `/api/admin/scholarships/${id}`,
    change: { coverage: '100%', eligibility: ['IELTS 6.5'] },
    other: { provider: 'Someone else' },
    table: 'scholarships',
    entity: 'scholarship',
  },
  {
    name: 'universities',
    role: 'partnerships',
    create: async () => ({ path: '/api/admin/universities', body: universityBody() }),
    patchPath: (id) => `/api/admin/universities/${id}`,
    change: { ranking: 'QS #100', specialties: ['Law'] },
    other: { location: 'Elsewhere' },
    table: 'universities',
    entity: 'university',
  },
  {
    name: 'programmes',
    role: 'partnerships',
    create: async () => {
      const res = await sendAs(api, 'POST', '/api/admin/universities', cookies.get('partnerships'), universityBody());
      const { id: universityId } = (await res.json()) as { id: number };
      return {
        path: '/api/admin/programs',
        body: { id: randomUUID(), universityId, name: 'Civil Engineering', level: "Bachelor's", field: 'Engineering', durationYears: 4, intakes: ['February'], tuitionPerYear: 21000, entryRequirements: [] },
      };
    },
    patchPath: (id) => `/api/admin/programs/${id}`,
    change: { field: 'Civil works', intakes: ['February', 'September'] },
    other: { name: 'Structural Engineering' },
    table: 'programmes',
    entity: 'programme',
  },
  {
    name: 'staff accounts',
    role: 'super_admin',
    create: async () => ({ path: '/api/admin/staff', body: { fullName: `Halima ${tag()}`, username: `halima.${tag()}@example.org`, role: 'counselor' } }),
    idOf: (created) => (created.account as { id: string }).id,
    patchPath: (id) => `/api/admin/staff/${id}`,
    change: { fullName: 'Halima Renamed', role: 'support' },
    other: { fullName: 'Halima Other' },
    table: 'admin_users',
    entity: 'admin_user',
  },
];

function universityBody() {
  return {
    id: randomUUID(),
    name: `Universiti ${tag()}`,
    location: 'Johor Bahru',
    ranking: 'QS #188',
    specialties: ['Engineering'],
    image: '/images/universities/utm.svg',
    description: 'A research university.',
    programs: 120,
    students: 30000,
    type: 'Public',
  };
}

describe('an update resent after a lost answer', () => {
  it.each(CASES)('$name: is answered 200 as done, with one new version and one audit entry; another change on that version is a 409', async (c) => {
    const cookie = cookies.get(c.role);
    const { path, body } = await c.create();
    const created = await sendAs(api, 'POST', path, cookie, body);
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (c.idOf ?? ((r) => r.id as string | number))((await created.json()) as Record<string, unknown>);
    const updates = async () => (await auditOf(api.db.knex, c.entity, String(id))).filter((entry) => entry.action === 'updated').length;

    const first = await sendAs(api, 'PATCH', c.patchPath(id), cookie, { version: 1, ...c.change });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ ...c.change, version: 2 });

    const resent = await sendAs(api, 'PATCH', c.patchPath(id), cookie, { version: 1, ...c.change });
    expect(resent.status, await resent.clone().text()).toBe(200);
    expect(await resent.json()).toMatchObject({ ...c.change, version: 2 });
    expect((await api.db.knex(c.table).where({ id }).first<{ version: number }>('version')).version).toBe(2);
    expect(await updates()).toBe(1);

    const stale = await sendAs(api, 'PATCH', c.patchPath(id), cookie, { version: 1, ...c.other });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).details).toMatchObject({ current: { ...c.change, version: 2 } });
    expect(await updates()).toBe(1);
  });
});
