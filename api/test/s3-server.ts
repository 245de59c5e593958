// An S3-protocol server on this machine for the tests of the bucket store (issue 33 item 4): moto's server, from the
// Python the machine image ships (moto 5 with Flask; docs/ARCHITECTURE.md says why not s3rver). Each test file that
// needs one starts its own on a free port and stops it after.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** Whether moto's server can start here. CI must have it (.ci/run checks); elsewhere its tests are skipped. */
export const S3_SERVER_AVAILABLE = spawnSync('python3', ['-c', 'import moto.server, flask'], { stdio: 'ignore' }).status === 0;

/** moto takes any key pair; the SDK wants one to sign with. */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'mission-control-test', AWS_SECRET_ACCESS_KEY: 'mission-control-test' };

export type S3Server = { endpoint: string; client: S3Client; createBucket: (name: string) => Promise<void>; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startS3Server(): Promise<S3Server> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('python3', ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Up when its own API answers: 2-10 s on a busy 2-core machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto's server exited before it listened:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`moto's server did not answer within 60 s:\n${output}`);
    }
    const up = await fetch(`${endpoint}/moto-api/`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    client,
    createBucket: async (name) => void (await client.send(new CreateBucketCommand({ Bucket: name }))),
    stop: async () => {
      client.destroy();
      await stop();
    },
  };
}
