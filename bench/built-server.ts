// The production server (api/src/server.ts) in a child process on a port of its own, serving a web build, for the
// benchmarks that drive a browser (npm run lighthouse, bench:phone, bench:offline).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type BuiltServer = { url: string; stop: () => Promise<void>; /** The server process's id (its memory is read from /proc). */ pid: number };

/**
 * Starts the server on `webDir`. With `databaseUrl` it uses that Postgres database; without, an embedded database in
 * a temporary directory (filled with the demo data on start, removed on stop), so DATABASE_URL is never touched.
 */
export function startBuiltServer({ webDir, databaseUrl }: { webDir: string; databaseUrl?: string }): Promise<BuiltServer> {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'mc-bench-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    WEB_DIR: webDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // A fixed bench master key: production on Postgres requires one (api/src/config.ts).
    DOCUMENTS_KEY: Buffer.alloc(32, 1).toString('base64'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { env });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const match = /serving (http:\/\/localhost:\d+)/.exec(out);
      if (match) resolve({ url: match[1]!, stop, pid: child.pid! });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.once('exit', (code) => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`the server exited (${code}) before listening:\n${out}`));
    });
  });
}
