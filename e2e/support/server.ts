import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-database';

/** The build under test: `npm run build`'s, or another one (E2E_WEB_DIR). The journeys are served a copy of it. */
export const WEB_DIR = process.env.E2E_WEB_DIR ?? 'dist/web';

export type E2eServer = {
  url: string;
  db?: TestDatabase;
  stop: () => Promise<void>;
  /** Stops the server process only, keeping its database (the network of a fair going away). */
  halt: () => Promise<void>;
  /** Starts the process again on the same port and the same database. */
  resume: () => Promise<void>;
};

function exit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  return exited;
}

/**
 * The real server entry point serving the build in `webDir`, on a database of its own:
 * a copy of the seeded template on the Postgres server when DATABASE_URL is set, else an embedded PGlite.
 * `template` names the template where Vitest's inject() is not available (e2e/global-setup.ts); `apiEntry` is the
 * run's bundled API (e2e/support/api-bundle.ts), without which the sources run through tsx.
 */
export async function startServer(options: { webDir: string; template?: string; apiEntry?: string }): Promise<E2eServer> {
  const db = process.env.DATABASE_URL ? await createTestDatabase({ template: options.template }) : undefined;
  const dataDir = db ? undefined : mkdtempSync(join(tmpdir(), 'mc-e2e-'));
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' };
  if (db?.url) env.DATABASE_URL = db.url;
  // A fixed test master key: production on Postgres requires one (api/src/config.ts).
  env.DOCUMENTS_KEY = Buffer.alloc(32, 1).toString('base64');
  if (dataDir) env.DATA_DIR = dataDir;
  env.WEB_DIR = options.webDir;
  const args = options.apiEntry ? ['--enable-source-maps', options.apiEntry] : ['--import', 'tsx', 'api/src/server.ts'];
  const spawnServer = () => spawn(process.execPath, args, { env });
  let child = spawnServer();
  const url = await waitForUrl(child);
  env.PORT = new URL(url).port;
  let stopped: Promise<void> | undefined;
  return {
    url,
    db,
    // Once: a journey may stop the server itself (to test offline), and the suite stops it again after.
    stop: () =>
      (stopped ??= (async () => {
        await exit(child);
        await db?.drop();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      })()),
    halt: () => exit(child),
    resume: async () => {
      child = spawnServer();
      await waitForUrl(child);
    },
  };
}

/** Resolves with the URL the server prints once it listens. Its output is read to the end (a full pipe would stall it). */
function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    let url: string | undefined;
    child.stdout!.on('data', (d: Buffer) => {
      if (url) return;
      out += d;
      url = /serving (http:\/\/localhost:\d+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.stderr!.on('data', (d: Buffer) => (err += d));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${err || out}`)));
  });
}
