import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-database';

export const WEB_DIR = process.env.E2E_WEB_DIR ?? 'dist/web';

export type E2eServer = { url: string; db?: TestDatabase; stop: () => Promise<void> };

/**
 * The real server entry point serving the production build, on a database of its own:
 * a copy of the seeded template on the Postgres server when DATABASE_URL is set, else an embedded PGlite.
 */
export async function startServer(): Promise<E2eServer> {
  const db = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  const dataDir = db ? undefined : mkdtempSync(join(tmpdir(), 'mc-e2e-'));
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' };
  if (db?.url) env.DATABASE_URL = db.url;
  if (dataDir) env.DATA_DIR = dataDir;
  // E2E_WEB_DIR lets a developer test a build of their own while another build is under way.
  env.WEB_DIR = WEB_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { env });
  const url = await waitForUrl(child);
  return {
    url,
    db,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await db?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const match = /serving (http:\/\/localhost:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (d: Buffer) => (err += d));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${err || out}`)));
  });
}
