import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuzzRequest } from './fuzz/arbitraries';
import { cookieFor } from './admin-helpers';
import { cursorKeyOf, cursorsLike } from './fuzz/cursors';
import { checkAnswer } from './fuzz/oracle';
import { appRoutes, type Route } from './fuzz/routes';
import { fuzzRoute, prepareWorld, report, type FuzzWorld } from './fuzz/run';
import { startTestApi, type TestApi } from './test-api';

// Every endpoint that takes a cursor (read from the routers and the contract's query schemas), sent cursors of
// every shape the API hands out with real, impossible and broken times and ids, by callers who get as far as
// reading it: a real record in the path, the other fields it needs valid (the sync pulls students). The general fuzzer sends cursors too,
// but mostly to fields and callers that stop the request before its cursor is read.
// The portal's notification list reads its cursor with the same code as staff's (notifications/centre-routes.ts), and the
// fuzz sessions are staff ones: the staff list stands for both.
const CURSOR_ROUTES = appRoutes().filter((route) => cursorKeyOf(route) && !route.path.startsWith('/api/portal/'));
const FILE = 'fuzz-cursors';

let api: TestApi | undefined;
let world: FuzzWorld;
let studentId: string;
const recordIds: Record<'applications' | 'visa-cases', string> = { applications: '', 'visa-cases': '' };
beforeAll(async () => {
  api = await startTestApi();
  world = await prepareWorld(api, FILE);
  // A student with a timeline, so that the activity route reads its cursor instead of answering 404.
  studentId = (await api.db.knex('activity_log').where('entity', 'student').first('entity_id')).entity_id as string;
  // An application and a visa case with two history entries, so that their history routes hand out a cursor.
  for (const [records, table, entity] of [['applications', 'applications', 'application'], ['visa-cases', 'visa_cases', 'visa_case']] as const) {
    const id = (await api.db.knex(table).whereNull('deleted_at').first('id')).id as string;
    await api.db.knex('activity_log').insert([0, 1].map(() => ({ entity, entity_id: id, action: 'updated', changes: {} })));
    recordIds[records] = id;
  }
});

/** The record a route's :id names: an application's or visa case's for their routes, else the student's. */
function recordOf(route: Route): string {
  const records = /^\/api\/admin\/(applications|visa-cases)\/:/.exec(route.path)?.[1] as keyof typeof recordIds | undefined;
  return records ? recordIds[records] : studentId;
}
afterAll(async () => {
  if (world) report(world, FILE);
  await api?.close();
});

/** Two notices for each super admin (the one just signed in too), so that the notification list hands out a cursor. */
async function twoNoticesForEverySuperAdmin(): Promise<void> {
  for (const { id } of await api!.db.knex('admin_users').where({ role: 'super_admin' }).select<{ id: string }[]>('id')) {
    await api!.db.knex('notifications').insert(
      [0, 1].map(() => {
        const notice = randomUUID();
        return { id: notice, event: 'test.notice', event_key: `fuzz:${notice}`, recipient_type: 'staff', recipient_id: id, title: 'A notice', body: 'Its words.' };
      }),
    );
  }
}

/** The cursor of the route's second page, as the API hands it out. */
async function realCursor(route: Route): Promise<string> {
  const key = cursorKeyOf(route)!;
  const path = route.path.replace(/:\w+/g, recordOf(route));
  const cookie = await cookieFor(api!.db.knex, 'super_admin');
  if (path === '/api/admin/notifications') await twoNoticesForEverySuperAdmin();
  const res = await api!.request(`${path}?limit=1&entity=students`, { headers: { cookie } });
  const page = (await res.json()) as { nextCursor: string | null };
  if (!page.nextCursor) throw new Error(`GET ${path} handed out no cursor to build on (${key})`);
  return page.nextCursor;
}

function cursorRequests(route: Route, real: string): fc.Arbitrary<FuzzRequest> {
  const key = cursorKeyOf(route)!;
  return fc
    .tuple(cursorsLike(real), fc.integer({ min: 1, max: 5 }), fc.constantFrom('super_admin', 'support', 'marketing') satisfies fc.Arbitrary<FuzzRequest['session']>)
    .map(([cursor, limit, session]) => ({
      method: 'GET',
      params: route.params.map(() => recordOf(route)),
      query: `${key}=${encodeURIComponent(cursor)}&entity=students&limit=${limit}`,
      session,
      cookieNoise: [],
    }));
}

describe('every endpoint that takes a cursor, under forged and broken cursors', () => {
  it('finds the list, timeline and sync cursors', () => {
    const labels = CURSOR_ROUTES.map((r) => `${r.path} ${cursorKeyOf(r)}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        '/api/admin/students cursor',
        '/api/admin/applications cursor',
        '/api/admin/visa-cases cursor',
        '/api/admin/students/:id/activity cursor',
        '/api/admin/sync since',
      ]),
    );
  });

  it.each(CURSOR_ROUTES.map((route) => [`GET ${route.path}`, route] as const))(
    '%s: a cursor is read or refused with a 400, never a 5xx or SQL',
    async (_label, route) => {
      await fuzzRoute(world, route, cursorRequests(route, await realCursor(route)), (req, answer) => {
        checkAnswer(route, req, answer, world.people);
        if (![200, 400, 403, 404].includes(answer.status)) throw new Error(`GET ${route.path} -> ${answer.status}: ${answer.text.slice(0, 200)}`);
      });
    },
  );
});
