// Resumable uploads measured (issue 14 item 3): a 10 MB PDF sent to /api/uploads over a throttled connection that
// drops midway, then resumed with HEAD + PATCH as tus-js-client does; and the same file unthrottled on loopback.
// Run: node --import tsx bench/uploads.ts [kB/s, default 400] (embedded database in a temporary directory).
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { startBuiltServer } from './built-server';

const RATE = Number(process.argv[2] ?? 400) * 1000; // bytes per second
const SIZE = 10 * 1024 * 1024;
const DROP_AT = Math.floor(SIZE * 0.55);
const CHUNK = 16 * 1024;
const FILE = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);

const server = await startBuiltServer({ webDir: 'dist/web' });
const base = server.url;
const TUS = { 'Tus-Resumable': '1.0.0', Origin: base };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const login = await fetch(`${base}/api/portal/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', Origin: base },
  body: JSON.stringify({ username: 'student', password: 'mission-control' }),
});
const cookie = login.headers.getSetCookie().find((c) => c.startsWith('mc_portal='))!.split(';')[0]!;

async function create(type: string): Promise<string> {
  const res = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...TUS, cookie, 'Upload-Length': String(SIZE), 'Upload-Metadata': `documentType ${Buffer.from(type).toString('base64')},filename ${Buffer.from('big.pdf').toString('base64')}` },
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return res.headers.get('location')!;
}

/** PATCH from `offset`, at `rate` bytes/s (Infinity: as fast as the socket takes), dropping the socket after `stopAfter` bytes. */
function patch(location: string, offset: number, rate: number, stopAfter = Infinity): Promise<{ status: number | 'dropped'; sent: number }> {
  const url = new URL(base + location);
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number | 'dropped') => {
      if (!done) resolve({ status, sent });
      done = true;
    };
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'PATCH', headers: { ...TUS, cookie, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(SIZE - offset) } },
      (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode!));
      },
    );
    req.on('error', () => finish('dropped'));
    void (async () => {
      const started = performance.now();
      for (let at = offset; at < SIZE; at += CHUNK) {
        if (sent >= stopAfter) {
          req.destroy();
          return finish('dropped');
        }
        const piece = FILE.subarray(at, Math.min(SIZE, at + CHUNK));
        if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
        sent += piece.length;
        const due = (sent / rate) * 1000 - (performance.now() - started);
        if (due > 0) await sleep(due);
      }
      req.end();
    })();
  });
}

async function head(location: string): Promise<{ offset: number; ms: number }> {
  const t = performance.now();
  const res = await fetch(base + location, { method: 'HEAD', headers: { ...TUS, cookie } });
  return { offset: Number(res.headers.get('upload-offset')), ms: performance.now() - t };
}

try {
  // Unthrottled, loopback: the server's own cost (write to disk, then the content check and SHA-256 at the end).
  let t = performance.now();
  const fast = await patch(await create('bank_statement'), 0, Infinity);
  const fastMs = performance.now() - t;

  // Throttled and interrupted, then resumed.
  const location = await create('passport');
  t = performance.now();
  const first = await patch(location, 0, RATE, DROP_AT);
  const firstMs = performance.now() - t;
  await sleep(1000); // the phone finds its signal again
  const after = await head(location);
  t = performance.now();
  const rest = await patch(location, after.offset, RATE);
  const restMs = performance.now() - t;
  const final = await head(location);

  const mb = (b: number) => (b / 1024 / 1024).toFixed(2);
  console.log(`file: ${mb(SIZE)} MB PDF; throttle ${RATE / 1000} kB/s; connection dropped after ${mb(DROP_AT)} MB`);
  console.log(`loopback, unthrottled: ${fast.status} in ${fastMs.toFixed(0)} ms = ${(SIZE / 1024 / 1024 / (fastMs / 1000)).toFixed(1)} MB/s`);
  console.log(`throttled part 1: ${first.status} after ${mb(first.sent)} MB sent, ${(firstMs / 1000).toFixed(1)} s = ${(first.sent / 1000 / (firstMs / 1000)).toFixed(0)} kB/s`);
  console.log(`HEAD after the drop: offset ${after.offset} (${mb(after.offset)} MB kept, ${first.sent - after.offset} bytes lost) in ${after.ms.toFixed(0)} ms`);
  console.log(`resumed PATCH: ${rest.status}, ${mb(rest.sent)} MB in ${(restMs / 1000).toFixed(1)} s = ${(rest.sent / 1000 / (restMs / 1000)).toFixed(0)} kB/s (includes the content check + checksum)`);
  console.log(`final offset ${final.offset} / ${SIZE}; bytes sent in all ${first.sent + rest.sent} (${(((first.sent + rest.sent) / SIZE - 1) * 100).toFixed(2)}% over the file)`);
} finally {
  await server.stop();
}
