import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Postgres server of the test's own, on a free loopback port, that the test may stop and start at will
 * (never the shared server everyone's tests use). initdb refuses to run as root: as root, it runs as `postgres`.
 */
export type ThrowawayPostgres = { url: string; start: () => void; stop: () => void; destroy: () => void };

const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

/** The directory holding initdb and pg_ctl, or undefined when Postgres's server binaries are not installed. */
export function postgresBinDir(): string | undefined {
  return BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function createThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mc-outage-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(binDir, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(binDir, tool), ...args] : args;
    execFileSync(command, argv, { stdio: 'pipe', cwd: dir });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
