import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthStatusSchema } from '@contract';
import { cookieFor, errorMessage } from './admin-helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { createThrowawayPostgres, postgresBinDir, type ThrowawayPostgres } from './throwaway-postgres';

const binDir = postgresBinDir();
if (!binDir) {
  console.warn('\n*** SKIPPED database-outage.test.ts: no initdb/pg_ctl under /usr/lib/postgresql/*/bin (apt-get install postgresql) ***\n');
}

/** Polls until `check` holds: the server's pool reconnects on its own schedule, not ours. */
async function eventually(check: () => Promise<boolean>, what: string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.skipIf(!binDir)('a Postgres outage under a running API', () => {
  let pg: ThrowawayPostgres;
  let server: ServerProcess;
  let db: Knex | undefined;
  let cookie: string;
  // The test's own connections are opened around the outage, not across it.
  const connectTest = () => knex({ client: 'pg', connection: pg.url, pool: { min: 0, max: 2 } });

  beforeAll(async () => {
    pg = await createThrowawayPostgres(binDir!);
    server = await startServerProcess({ DATABASE_URL: pg.url });
    const setup = connectTest();
    cookie = await cookieFor(setup, 'super_admin');
    await setup.destroy();
  }, 120_000);
  afterAll(async () => {
    try {
      await server?.stop();
      await db?.destroy();
    } finally {
      pg?.destroy();
    }
  });

  const session = () => fetch(`${server.url}/api/admin/session`, { headers: { cookie } });
  const health = () => fetch(`${server.url}/api/health`);

  it('answers 503 with a clear message, reports degraded health, stays up, and recovers by itself', { timeout: 90_000 }, async () => {
    expect((await session()).status).toBe(200);
    expect((await health()).status).toBe(200);

    pg.stop();

    const down = await session();
    expect(down.status).toBe(503);
    expect(await errorMessage(down)).toBe('The service is temporarily unavailable. Please try again in a moment.');
    expect(down.headers.get('retry-after')).toBe('5');
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'mission-control' }),
    });
    expect(login.status).toBe(503);
    const degraded = await health();
    expect(degraded.status).toBe(503);
    expect(healthStatusSchema.parse(await degraded.json()).status).toBe('degraded');
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/request failed/);

    pg.start();

    await eventually(async () => (await health()).status === 200, 'health to be ok again');
    const back = await session();
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ role: 'super_admin' });
  });

  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', { timeout: 90_000 }, async () => {
    // Hold a lock the session lookup needs, so a request is provably in flight when the signal comes.
    db = connectTest();
    const trx = await db.transaction();
    await trx.raw('lock table sessions in access exclusive mode');
    const inFlight = session();
    try {
      await eventually(
        async () => {
          const { rows } = await trx.raw<{ rows: unknown[] }>(
            // Only the server's connection can be waiting on our lock (its query text may still show the last one).
            "select 1 from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
          );
          return rows.length > 0;
        },
        'the request to wait on the lock',
      );
      server.child.kill('SIGTERM');
    } finally {
      await trx.commit();
    }
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});
