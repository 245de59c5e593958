// A new record starts in its starting state (docs/PRODUCT.md §6): a create in a later state would skip the moves
// the server checks, e.g. a visa case born approved.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor } from './admin-helpers';
import { countRows, errorOf, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
let studentId: string;
let universityId: number;

beforeAll(async () => {
  api = await startTestApi();
  cookie = await cookieFor(api.db.knex, 'super_admin');
  studentId = (await api.db.knex('students').whereNull('deleted_at').orderBy('id').first('id')).id;
  universityId = (await api.db.knex('universities').orderBy('id').first('id')).id;
});
afterAll(() => api.close());

const cases = [
  {
    table: 'students',
    path: '/api/admin/students',
    body: (state?: string) => ({ id: randomUUID(), name: 'Faith Achieng', ...(state && { stage: state }) }),
    start: 'lead',
    later: ['application_in_progress', 'offer', 'alumni'],
    field: 'stage',
    message: 'A new student starts as lead, not alumni. Save it, then move it on.',
  },
  {
    table: 'applications',
    path: '/api/admin/applications',
    body: (state?: string) => ({ id: randomUUID(), studentId, universityId, program: 'MBA', ...(state && { status: state }) }),
    start: 'draft',
    later: ['submitted', 'rejected', 'unconditional_offer'],
    field: 'status',
    message: 'A new application starts as draft, not unconditional offer. Save it, then move it on.',
  },
  {
    table: 'visa_cases',
    path: '/api/admin/visa-cases',
    body: (state?: string) => ({ id: randomUUID(), studentId, visaType: 'Student Pass', ...(state && { status: state }) }),
    start: 'preparing',
    later: ['submitted', 'rejected', 'approved'],
    field: 'status',
    message: 'A new visa case starts as preparing, not approved. Save it, then move it on.',
  },
] as const;

describe('creating a CRM record', () => {
  for (const c of cases) {
    it(`${c.table}: starts as ${c.start}, and a later state is refused in words, storing nothing`, async () => {
      const before = await countRows(api.db.knex, c.table);
      for (const state of c.later) {
        const res = await sendAs(api, 'POST', c.path, cookie, c.body(state));
        expect(res.status, state).toBe(400);
        const error = await errorOf(res);
        expect(error.details).toEqual([{ field: c.field, message: expect.stringContaining(`starts as ${c.start.replace('_', ' ')}`) }]);
        if (state === c.later.at(-1)) expect(error.message).toBe(c.message);
      }
      expect(await countRows(api.db.knex, c.table)).toBe(before);

      for (const body of [c.body(), c.body(c.start)]) {
        const res = await sendAs(api, 'POST', c.path, cookie, body);
        expect(res.status).toBe(201);
        expect(((await res.json()) as Record<string, unknown>)[c.field]).toBe(c.start);
      }
    });
  }
});
