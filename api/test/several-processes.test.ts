import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '../src/auth/sessions';
import { sessionCookieOf } from './admin-helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase, SERVER_URL, type TestDatabase } from './test-database';

if (!SERVER_URL) console.warn('\n*** SKIPPED several-processes.test.ts: two processes need a Postgres server (set DATABASE_URL) ***\n');

// Two API processes on one database, as behind a load balancer: all state is in Postgres.
describe.skipIf(!SERVER_URL)('two API processes on one Postgres', () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: db.url! }), startServerProcess({ DATABASE_URL: db.url! })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  const login = (server: ServerProcess, username: string, password: string) =>
    fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  const session = (server: ServerProcess, cookie: string) => fetch(`${server.url}/api/admin/session`, { headers: { cookie } });

  it('runs as two processes', () => {
    expect(a.child.pid).not.toBe(b.child.pid);
    expect(a.url).not.toBe(b.url);
  });

  it('honours a session made on one process on the other, and a logout on either ends it on both', async () => {
    const cookie = sessionCookieOf(await login(a, 'admin', 'mission-control'))!;
    expect(cookie).toBeDefined();
    expect((await session(b, cookie)).status).toBe(200);
    expect(await (await session(b, cookie)).json()).toMatchObject({ username: 'admin' });

    expect((await fetch(`${b.url}/api/admin/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
    expect((await session(a, cookie)).status).toBe(401);
    expect((await session(b, cookie)).status).toBe(401);
  });

  it('ends an expired session on both', async () => {
    const cookie = sessionCookieOf(await login(b, 'counselor', 'mission-control'))!;
    expect((await session(a, cookie)).status).toBe(200);
    // Idle past the limit (as if 31 minutes had passed): whichever process sees it next ends it for both.
    await db.knex('sessions').update({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - 60_000) });
    expect((await session(a, cookie)).status).toBe(401);
    expect((await session(b, cookie)).status).toBe(401);
  });

  it('counts failed sign-ins across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await login(i % 2 ? a : b, 'finance', `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixthOnA = await login(a, 'finance', 'mission-control');
    const sixthOnB = await login(b, 'finance', 'mission-control');
    expect([sixthOnA.status, sixthOnB.status]).toEqual([429, 429]);
    expect(sixthOnB.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("a staff account deactivated on one process is signed out on the other at its next request", async () => {
    const holder = sessionCookieOf(await login(b, 'marketing', 'mission-control'))!;
    expect((await session(b, holder)).status).toBe(200);
    const admin = sessionCookieOf(await login(a, 'admin', 'mission-control'))!;
    const { id, version } = (await db.knex('admin_users').where({ username: 'marketing' }).first('id', 'version')) as { id: string; version: number };
    const deactivated = await fetch(`${a.url}/api/admin/staff/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: admin, origin: a.url },
      body: JSON.stringify({ active: false, version }),
    });
    expect(deactivated.status).toBe(200);
    expect((await session(b, holder)).status).toBe(401);
    expect((await login(b, 'marketing', 'mission-control')).status).toBe(401);
  });
});
