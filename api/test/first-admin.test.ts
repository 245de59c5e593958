import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@db/connect';
import { startServerProcess } from './server-process';
import { createTestDatabase, SERVER_URL, type TestDatabase } from './test-database';

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run admin:create` with its answers on stdin, as a script would run it. */
function adminCreate(env: Record<string, string>, lines: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/admin-auth/create-admin-cli.ts'], {
      // A production configuration is whole: its documents' master key too (api/src/config.ts), as a deployment sets it.
      env: { PATH: process.env.PATH ?? '', DOCUMENTS_KEY: Buffer.alloc(32, 1).toString('base64'), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(lines.join('\n') + '\n');
  });
}

const STRONG = 'Kettle-orbit-Nairobi-47';

if (!SERVER_URL) console.warn('\n*** SKIPPED first-admin.test.ts: needs a Postgres server (set DATABASE_URL) ***\n');

describe.skipIf(!SERVER_URL)('the first admin of a production database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
  });
  afterAll(() => db?.drop());

  it('starts in production with no demo admin at all', { timeout: 90_000 }, async () => {
    const server = await startServerProcess({ DATABASE_URL: db.url!, NODE_ENV: 'production' });
    try {
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'mission-control' }),
      });
      expect(login.status).toBe(401);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(await db.knex('admin_users').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
    expect(await db.knex('students').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
  });

  it('refuses a short or common password and stores nothing', { timeout: 90_000 }, async () => {
    const short = await adminCreate({ DATABASE_URL: db.url! }, ['amina@example.org', 'Amina Yusuf', 'super_admin', 'Short-1']);
    expect(short.code).toBe(1);
    expect(short.stderr.trim()).toBe('admin:create: The password must have at least 12 characters.');
    const common = await adminCreate({ DATABASE_URL: db.url! }, ['amina@example.org', 'Amina Yusuf', '', 'Password12345!']);
    expect(common.code).toBe(1);
    expect(common.stderr).toMatch(/too common or too easy to guess/);
    const badRole = await adminCreate({ DATABASE_URL: db.url! }, ['amina@example.org', 'Amina Yusuf', 'owner', STRONG]);
    expect(badRole.stderr).toMatch(/The role must be one of: super_admin, /);
    expect(await db.knex('admin_users').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
  });

  it('creates the admin from stdin, who can then sign in; a second one with the same e-mail is refused', { timeout: 90_000 }, async () => {
    const run = await adminCreate({ DATABASE_URL: db.url! }, ['Amina@Example.org', 'Amina Yusuf', '', STRONG]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Admin created: amina@example.org (super_admin)');
    expect(run.stdout).not.toContain(STRONG);
    const row = await db.knex('admin_users').where({ username: 'amina@example.org' }).first();
    expect(row).toMatchObject({ full_name: 'Amina Yusuf', role: 'super_admin', active: true });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(row.password_hash as string, STRONG)).toBe(true);

    const again = await adminCreate({ DATABASE_URL: db.url! }, ['amina@example.org', 'Someone Else', 'finance', STRONG + '!']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('admin:create: An admin with the username amina@example.org already exists.');

    const server = await startServerProcess({ DATABASE_URL: db.url! });
    try {
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'amina@example.org', password: STRONG }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ fullName: 'Amina Yusuf', role: 'super_admin' });
    } finally {
      await server.stop();
    }
  });
});

describe('the embedded database', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  // PGlite migrates in WASM: slow on a busy machine.
  it('stays empty with SEED_DEMO=false, for a real deployment on the embedded database', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-noseed-'));
    dirs.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toContain('demo data loaded');
    const db = await connect({ dataDir });
    try {
      expect(await db.knex('admin_users').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
    } finally {
      await db.knex.destroy();
    }
  });
});
