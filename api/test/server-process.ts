import { spawn, type ChildProcess } from 'node:child_process';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** SIGTERM, then the exit code once it has exited. */
  stop: () => Promise<number | null>;
  exited: Promise<number | null>;
};

/**
 * Starts the real server entry (`api/src/server.ts`) on a free port and waits until it listens. It must log at
 * `info` (the default here): the "serving" line is how the port is known.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    // A fixed test master key: production on Postgres requires one (api/src/config.ts).
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', PORT: '0', DOCUMENTS_KEY: Buffer.alloc(32, 1).toString('base64'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const match = /Mission Control is serving http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      child.stdout!.off('data', onData);
      child.stdout!.on('data', (more: Buffer) => (output += more));
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        child,
        output: () => output,
        exited,
        stop: () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          // A server stuck past its own 10 s shutdown deadline is killed: a test never leaves one behind.
          setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 20_000).unref();
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
    // Never leave a server behind: one that does not listen in time is stopped.
    setTimeout(() => {
      if (child.stdout!.listenerCount('data') > 0 && !/Mission Control is serving/.test(output)) child.kill('SIGKILL');
    }, 45_000).unref();
  });
}
