import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

type Run = { code: number | null; stdout: string; stderr: string };

/** Starts the real server entry point and collects what it prints until it exits. */
function runServer(env: Record<string, string>, stopWhen?: RegExp): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      // A fixed test master key: production on Postgres requires one (api/src/config.ts).
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', DOCUMENTS_KEY: Buffer.alloc(32, 1).toString('base64'), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d;
      if (stopWhen?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mc-start-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// The embedded database migrates and seeds in WASM before listening: slow on a busy machine, hence the timeouts.
describe('server start-up failures', () => {
  it('stops on bad settings with one line listing each problem', async () => {
    const run = await runServer({ PORT: 'eighty', CONTACT_EMAIL: 'nope' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mission-control: Invalid configuration:.*PORT.*CONTACT_EMAIL/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('stops with a clear line when DATABASE_URL cannot be reached', async () => {
    const run = await runServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', PORT: '0' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^mission-control: cannot reach the database at 127\.0\.0\.1:1 .*Check DATABASE_URL\.$/);
  });

  it('stops with a clear line when the port is taken', { timeout: 120_000 }, async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, r));
    const port = String((blocker.address() as { port: number }).port);
    try {
      const run = await runServer({ PORT: port, DATA_DIR: freshDataDir() });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(`mission-control: port ${port} is already in use. Stop the other server or set PORT.`);
    } finally {
      blocker.close();
    }
  });

  it('seeds the embedded database once and keeps it across restarts', { timeout: 120_000 }, async () => {
    const ready = /Mission Control is serving/;
    const dataDir = freshDataDir();
    const first = await runServer({ PORT: '0', DATA_DIR: dataDir }, ready);
    expect(first.code).toBe(0);
    const second = await runServer({ PORT: '0', DATA_DIR: dataDir }, ready);
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('migrations applied');
    expect(second.stdout).not.toContain('demo data loaded');
    expect(first.stdout).toContain('demo data loaded');
  });
});
